// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { countOf } from '@/layout/menu/useMenuBadge';

describe('a menu count as the backend answers it', () => {
  it('reads a number, numeric text, { count } or { total }', () => {
    expect(countOf(3)).toBe(3);
    expect(countOf('12')).toBe(12);
    expect(countOf({ count: 0 })).toBe(0);
    expect(countOf({ total: '7' })).toBe(7);
  });

  it('shows nothing for anything else', () => {
    for (const answer of [null, undefined, '', 'x', -1, 1.5, { count: 'many' }, [], {}])
      expect(countOf(answer)).toBeUndefined();
  });
});
