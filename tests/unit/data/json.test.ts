// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseJsonExact } from '@/data/json';

describe('parseJsonExact', () => {
  it('reads what a double holds as JSON.parse does', () => {
    const text = '{"a":1,"b":-2.5,"c":[0.1,1e3],"d":"9007199254740993","e":9007199254740991}';
    expect(parseJsonExact(text)).toEqual(JSON.parse(text));
  });

  it('keeps longer integers and decimals exact as text, outside strings only', () => {
    expect(
      parseJsonExact(
        '{"id":9007199254740993,"neg":-12345678901234567890,"amount":1234567890123456.78,' +
          '"s":"x\\"1234567890123456789\\"","list":[18014398509481985]}',
      ),
    ).toEqual({
      id: '9007199254740993',
      neg: '-12345678901234567890',
      amount: '1234567890123456.78',
      s: 'x"1234567890123456789"',
      list: ['18014398509481985'],
    });
  });

  it('refuses what is not JSON', () => {
    expect(() => parseJsonExact('<html>1234567890123456789</html>')).toThrow();
  });
});
