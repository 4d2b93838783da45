import type { FormRule } from 'antd';
import { afterAll, describe, expect, it } from 'vitest';
import { changeLanguage } from '@/i18n';
import type { FieldDef } from '@/engine/types';
import { boundMessage, rulesFor } from '@/scaffolds/formRules';
import '@/scaffolds/fields/inputs';

type RuleObject = Exclude<FormRule, (...args: never[]) => unknown>;

/** Every message the rules of a field give for a value (none: accepted). */
async function messages(def: FieldDef, value: unknown, label = 'fields.member.name') {
  const found: string[] = [];
  for (const rule of rulesFor(def, label)) {
    const validator = (
      typeof rule === 'function' ? rule({ getFieldValue: () => undefined } as never) : rule
    ) as RuleObject;
    await Promise.resolve(validator.validator?.({} as never, value, () => undefined)).catch(
      (error: Error) => found.push(error.message),
    );
  }
  return found;
}

const money: FieldDef = { type: 'money', currency: 'USD', form: { required: true, nonZero: true } };

afterAll(() => changeLanguage('en'));

describe('form rules from a field’s bounds', () => {
  it('refuses, naming the field and the bound, in English', async () => {
    await changeLanguage('en');
    expect(await messages(money, '-5')).toEqual(['Name cannot be negative']);
    expect(await messages(money, '1e20')).toEqual([
      'Name must be a number written in digits, such as 1234.56',
    ]);
    expect(await messages(money, '100000000000000')).toEqual([
      'Name must be at most 9,999,999,999,999',
    ]);
    expect(await messages(money, '1.123456789')).toEqual([
      'Name: USD amounts have at most 2 decimals',
    ]);
    expect(await messages({ type: 'text', form: true }, 'x'.repeat(10000))).toEqual([
      'Name can have at most 100 characters',
    ]);
    expect(await messages({ type: 'number', form: { max: 365 } }, 7.5)).toEqual([
      'Name must be a whole number',
    ]);
    expect(await messages({ type: 'number', form: { max: 365 } }, 400)).toEqual([
      'Name must be at most 365',
    ]);
    expect(await messages({ type: 'number', form: { min: -20 } }, -21)).toEqual([
      'Name must be at least -20',
    ]);
    expect(await messages({ type: 'money', form: { sign: 'negative' } }, '3')).toEqual([
      'Name must be negative',
    ]);
    expect(await messages({ type: 'percent', form: true }, '12.34567')).toEqual([
      'Name has at most 4 decimals',
    ]);
    expect(await messages({ type: 'text', form: { minLength: 3 } }, 'ab')).toEqual([
      'Name must have at least 3 characters',
    ]);
    expect(await messages({ type: 'mobile', form: true }, '12812345678')).toEqual([
      'Name: a mainland mobile number has 11 digits starting with 1',
    ]);
    expect(await messages({ type: 'mobile', form: true }, '12-34')).toEqual([
      'Name: a phone number has 6 to 20 digits, with an optional leading + and spaces or dashes',
    ]);
    expect(await messages({ type: 'mobile', form: true }, '+44 20 7946 0958')).toEqual([]);
    expect(await messages(money, '1200.5')).toEqual([]);
  });

  it('says the same in Chinese', async () => {
    await changeLanguage('cn');
    expect(await messages(money, '-5')).toEqual(['姓名不能为负数']);
    expect(await messages(money, '1e20')).toEqual(['姓名须为数字，如 1234.56']);
    expect(await messages({ type: 'text', form: true }, 'x'.repeat(101))).toEqual([
      '姓名最多 100 个字符',
    ]);
    expect(await messages({ type: 'number', form: true }, 1.5)).toEqual(['姓名须为整数']);
    expect(await messages({ type: 'mobile', form: true }, '+86 12812345678')).toEqual([
      '姓名：大陆手机号为以 1 开头的 11 位数字',
    ]);
    expect(boundMessage({ kind: 'pattern', message: 'bounds.currencyCode' }, '币种')).toBe(
      '币种须为 3 至 10 个字母，如 USD',
    );
  });
});

describe('a month not before the current one', () => {
  const month: FieldDef = { type: 'month', form: { notBefore: 'month' } };
  const accepts = async (value: string, kept?: readonly unknown[]) => {
    // The field's checks come as one rule (one message per mistake), read against an empty form.
    const rules = rulesFor(month, 'fields.member.name', undefined, kept).map((rule) =>
      typeof rule === 'function' ? rule({ getFieldValue: () => undefined } as never) : rule,
    ) as RuleObject[];
    const results = await Promise.allSettled(
      rules.map((rule) => Promise.resolve(rule.validator?.({} as never, value, () => undefined))),
    );
    return results.every((result) => result.status === 'fulfilled');
  };
  const monthsAgo = (count: number) => {
    const date = new Date();
    date.setDate(1);
    date.setMonth(date.getMonth() - count);
    return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
  };

  it('refuses a past month, unless the record already held it', async () => {
    await changeLanguage('en');
    expect(await accepts(monthsAgo(0))).toBe(true);
    expect(await accepts(monthsAgo(2))).toBe(false);
    expect(await accepts(monthsAgo(2), [monthsAgo(2)])).toBe(true);
    expect(await accepts(monthsAgo(1), [monthsAgo(2)])).toBe(false);
  });
});
