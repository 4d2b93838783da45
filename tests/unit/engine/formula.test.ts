// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { isGreater, sumDecimals } from '@/engine/decimalSums';
import { defineSchema } from '@/engine/define';
import { computeValue, formulaInputs } from '@/engine/formula';

const compute = (formula: string, record: Record<string, unknown>, round?: number | 'currency') =>
  computeValue({ computed: { formula, round } }, record);

describe('the formula of a computed field', () => {
  it('adds and subtracts exactly, in decimals', () => {
    expect(compute('a + b', { a: 0.1, b: 0.2 })).toBe('0.3');
    expect(compute('a + b', { a: '0.1', b: '0.2' })).toBe('0.3');
    expect(compute('a - b', { a: '100.00', b: '250.5' })).toBe('-150.5');
    expect(compute('-a + b', { a: '1.25', b: '1' })).toBe('-0.25');
    expect(compute('a − (b − c)', { a: 10, b: 4, c: 1 })).toBe('7');
    expect(compute('a * b', { a: '1.1', b: '1.1' })).toBe('1.21');
    expect(compute('a × b ÷ 100', { a: '12345.67', b: '3.5' }, 2)).toBe('432.10');
  });

  it('rounds a division once, half away from zero, to its declared decimals', () => {
    expect(compute('a / b * 100', { a: 1, b: 3 }, 2)).toBe('33.33');
    expect(compute('a / b * 100', { a: 2, b: 3 }, 2)).toBe('66.67');
    expect(compute('a / b', { a: '2.345', b: 1 }, 2)).toBe('2.35');
    expect(compute('a / b', { a: '-2.345', b: 1 }, 2)).toBe('-2.35');
    expect(compute('a / b', { a: 1000, b: '7.1' }, 'currency')).toBe('140.85');
    expect(
      computeValue(
        { computed: { formula: 'a / b', round: 'currency' }, currency: { field: 'c' } },
        { a: 1000, b: 3, c: 'JPY' },
      ),
    ).toBe('333');
  });

  it('gives nothing for a missing input or a division by zero', () => {
    expect(compute('a - b', { a: 1 })).toBeNull();
    expect(compute('a - b', { a: 1, b: 'n/a' })).toBeNull();
    expect(compute('a / b', { a: 1, b: 0 }, 2)).toBeNull();
  });

  it('names its inputs and refuses a malformed formula', () => {
    expect(formulaInputs('clicks / impressions * 100')).toEqual({
      fields: ['clicks', 'impressions'],
      divides: true,
    });
    expect(() => formulaInputs('a + ')).toThrow(/ends too soon/);
    expect(() => formulaInputs('(a + b')).toThrow(/not closed/);
    expect(() => formulaInputs('a $ b')).toThrow(/unexpected/);
  });

  it('is checked as the schema is declared', () => {
    const schema = (formula: string, round?: number) => () =>
      defineSchema({
        entity: 'formulaFixture',
        id: 'id',
        fields: {
          id: { type: 'number' },
          a: { type: 'number' },
          b: { type: 'number' },
          c: { type: 'number', computed: { formula, round } },
        },
      });
    expect(schema('a - b')).not.toThrow();
    expect(schema('a - d')).toThrow(/reads "d"/);
    expect(schema('a / b')).toThrow(/needs round/);
    expect(schema('a / b', 2)).not.toThrow();
  });

  it('sums amounts exactly (list totals)', () => {
    expect(sumDecimals([0.1, 0.2])).toBe('0.3');
    expect(sumDecimals(['1,000.10', '-0.105', null])).toBe('999.995');
    expect(sumDecimals([])).toBeNull();
    expect(isGreater('0.0101', 0.01)).toBe(true);
    expect(isGreater('0.01', '0.010')).toBe(false);
    expect(isGreater('-5', '0.01')).toBe(false);
    expect(isGreater('x', '0')).toBe(false);
  });
});

describe('the declared formulas', () => {
  it('parse, and read only fields of their schema', async () => {
    await import('@/app/declarations');
    const { allResources } = await import('@/engine/registry');
    const declared = allResources.flatMap((resource) =>
      Object.entries(resource.schema?.fields ?? {}).flatMap(([name, field]) =>
        field.computed ? [{ schema: resource.schema!, name, formula: field.computed.formula }] : [],
      ),
    );
    expect(declared.length).toBeGreaterThan(5);
    for (const { schema, name, formula } of declared) {
      const { fields } = formulaInputs(formula);
      expect(fields.filter((input) => !schema.fields[input] || input === name)).toEqual([]);
    }
  });
});
