// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { cutByWidth, textWidth } from '@/layout/orgName';

describe('textWidth', () => {
  it('counts a CJK character as 2 and a Latin one as 1', () => {
    expect(textWidth('abc')).toBe(3);
    expect(textWidth('广告')).toBe(4);
    expect(textWidth('广告ab')).toBe(6);
    expect(textWidth('')).toBe(0);
  });
});

describe('cutByWidth', () => {
  it('keeps a text that fits as it is', () => {
    expect(cutByWidth('Acme Media', 10)).toBe('Acme Media');
    expect(cutByWidth('深圳广告公司', 12)).toBe('深圳广告公司');
    expect(cutByWidth('深圳广告公司', 10)).not.toBe('深圳广告公司');
  });

  it('cuts Latin text at 10 characters and ends it with an ellipsis', () => {
    expect(cutByWidth('Globex Advertising Ltd', 10)).toBe('Globex Adv…');
  });

  it('cuts CJK text at 5 characters (10 units)', () => {
    expect(cutByWidth('深圳市星辰广告有限公司', 10)).toBe('深圳市星辰…');
  });

  it('does not split a wide character over the limit', () => {
    // 'ab' (2) + 4 CJK (8) = 10; the fifth CJK character would make 12.
    expect(cutByWidth('ab星辰广告有限', 10)).toBe('ab星辰广告…');
    // 'abc' (3) + 3 CJK (6) = 9; the next one would make 11.
    expect(cutByWidth('abc星辰广告有限', 10)).toBe('abc星辰广…');
  });

  it('drops trailing spaces before the ellipsis', () => {
    expect(cutByWidth('Acme Media Group', 11)).toBe('Acme Media…');
  });
});
