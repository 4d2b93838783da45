// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { boundsOf, checkBounds } from '@/engine/fieldBounds';
import { phoneProblem } from '@/engine/phone';
import type { FieldDef } from '@/engine/types';

const field = (type: string, form: FieldDef['form'] = true, extra: Partial<FieldDef> = {}) =>
  ({ type, form, ...extra }) as FieldDef;
const kind = (def: FieldDef, value: unknown, currency?: string | null) =>
  checkBounds(def, value, currency)?.kind;

describe('a field’s bounds: the type’s defaults', () => {
  it('limits text by type: names 100, long text 2000, email 100, tags 50 each', () => {
    expect(boundsOf(field('text')).maxLength).toBe(100);
    expect(boundsOf(field('textarea')).maxLength).toBe(2000);
    expect(boundsOf(field('email')).maxLength).toBe(100);
    expect(boundsOf(field('tags')).maxLength).toBe(50);
    expect(kind(field('text'), 'x'.repeat(100))).toBeUndefined();
    expect(checkBounds(field('text'), 'x'.repeat(10000))).toEqual({ kind: 'tooLong', max: 100 });
    expect(kind(field('textarea'), 'x'.repeat(2001))).toBe('tooLong');
    expect(kind(field('tags'), ['ok', 'y'.repeat(51)])).toBe('tooLong');
    // Characters as a user counts them: an emoji is one.
    expect(kind(field('text', { maxLength: 2 }), '😀😀')).toBeUndefined();
  });

  it('keeps an amount at 0 or more and under 10^13, whatever its decimals', () => {
    const money = field('money');
    expect(boundsOf(money)).toMatchObject({ min: 0, max: 9_999_999_999_999, integer: false });
    expect(kind(money, '-5')).toBe('negative');
    expect(kind(money, -0.01)).toBe('negative');
    expect(kind(money, '1e20')).toBe('notNumber');
    expect(kind(money, 1e20)).toBe('aboveMax');
    expect(kind(money, '10000000000000')).toBe('aboveMax');
    expect(kind(money, '9999999999999.99')).toBe('aboveMax');
    expect(kind(money, '9999999999999')).toBeUndefined();
    expect(kind(money, '1200.123456789')).toBeUndefined();
    for (const garbage of ['Infinity', '-Infinity', 'NaN', '1,2', '0x10', '12abc', Infinity, NaN]) {
      expect(kind(money, garbage)).toBe('notNumber');
    }
  });

  it('checks an amount’s decimals against a currency when given one', () => {
    const money = field('money');
    expect(checkBounds(money, '1.123456789', 'USD')).toEqual({
      kind: 'moneyDecimals',
      decimals: 2,
      currency: 'USD',
    });
    expect(kind(money, '1.5', 'JPY')).toBe('moneyDecimals');
    expect(kind(money, '1.123456', 'USDT')).toBeUndefined();
    expect(kind(money, '1.123', null)).toBe('moneyDecimals');
  });

  it('takes whole numbers only for plain numbers, 0 to 999,999,999', () => {
    const days = field('number');
    expect(kind(days, '7.5')).toBe('notInteger');
    expect(kind(days, 7.5)).toBe('notInteger');
    expect(kind(days, 30)).toBeUndefined();
    expect(kind(days, -1)).toBe('negative');
    expect(kind(days, 1_000_000_000)).toBe('aboveMax');
  });

  it('takes 0 to 100 with 4 decimals for a percentage, 8 for a decimal', () => {
    expect(kind(field('percent'), '100')).toBeUndefined();
    expect(checkBounds(field('percent'), '100.01')).toEqual({ kind: 'aboveMax', max: 100 });
    expect(checkBounds(field('percent'), '1.23456')).toEqual({ kind: 'decimals', decimals: 4 });
    expect(kind(field('decimal'), '7.12345678')).toBeUndefined();
    expect(kind(field('decimal'), '7.123456789')).toBe('decimals');
  });

  it('leaves blanks, references, enums and dates to their own checks', () => {
    expect(checkBounds(field('money'), '')).toBeUndefined();
    expect(checkBounds(field('text'), null)).toBeUndefined();
    expect(checkBounds(field('reference'), 'x'.repeat(500))).toBeUndefined();
    expect(checkBounds(field('date'), 'x'.repeat(500))).toBeUndefined();
  });
});

describe('a field’s bounds: what its declaration states', () => {
  it('takes a declared range, sign, precision, length and format', () => {
    expect(checkBounds(field('number', { min: -20, max: 20 }), -21)).toEqual({
      kind: 'belowMin',
      min: -20,
    });
    expect(kind(field('number', { min: -20, max: 20 }), -20)).toBeUndefined();
    expect(checkBounds(field('number', { max: 365 }), 366)).toEqual({ kind: 'aboveMax', max: 365 });
    expect(kind(field('money', { sign: 'any' }), '-5')).toBeUndefined();
    expect(kind(field('money', { sign: 'negative' }), '5')).toBe('notNegative');
    expect(kind(field('money', { sign: 'negative' }), '-5')).toBeUndefined();
    expect(kind(field('number', { integer: false }), 7.5)).toBeUndefined();
    expect(kind(field('percent', { decimals: 2 }), '1.234')).toBe('decimals');
    expect(kind(field('text', { maxLength: 10 }), 'x'.repeat(11))).toBe('tooLong');
    expect(kind(field('text', { minLength: 3 }), 'ab')).toBe('tooShort');
    const code = field('text', {
      pattern: { regex: /^[A-Z]{3}$/, message: 'bounds.currencyCode' },
    });
    expect(checkBounds(code, 'usd1')).toEqual({ kind: 'pattern', message: 'bounds.currencyCode' });
    expect(kind(code, 'USD')).toBeUndefined();
  });
});

describe('phone numbers: the mainland rule for mainland numbers only', () => {
  it('checks mainland numbers as mainland mobiles', () => {
    for (const mainland of [
      '13812345678',
      '+86 138 1234 5678',
      '+8613812345678',
      '008613812345678',
      '86 13812345678',
    ]) {
      expect(phoneProblem(mainland)).toBeUndefined();
    }
    for (const wrong of ['12812345678', '+86 1381234567', '+86 20 1234 5678', '8612812345678']) {
      expect(phoneProblem(wrong)).toBe('mobile');
    }
  });

  it('accepts a foreign number in international form', () => {
    for (const foreign of [
      '+44 20 7946 0958',
      '+55 11 91234-5678',
      '+1 (202) 555-0143',
      '+65 81234567',
      '+234 8012345678',
    ]) {
      expect(phoneProblem(foreign)).toBeUndefined();
    }
    for (const wrong of [
      '12345',
      '+44 20 7946 0958 ext',
      'call me',
      '+1-+2-345678',
      '1'.repeat(21),
    ]) {
      expect(phoneProblem(wrong)).toBe('phone');
    }
    expect(phoneProblem('')).toBeUndefined();
  });

  it('is the mobile type’s check', () => {
    expect(kind(field('mobile'), '+44 20 7946 0958')).toBeUndefined();
    expect(kind(field('mobile'), '12812345678')).toBe('mobile');
    expect(kind(field('mobile'), 'abc')).toBe('phone');
  });
});
