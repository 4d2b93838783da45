import type { FormRule } from 'antd';
import { beforeAll, describe, expect, it } from 'vitest';
import { currencyDecimals } from '@/engine/currencies';
import { defineCurrency, defineSchema } from '@/engine/define';
import { changeLanguage } from '@/i18n';
import { formatMoney } from '@/scaffolds/fields/format';
import { rulesFor } from '@/scaffolds/formRules';

type RuleObject = Exclude<FormRule, (...args: never[]) => unknown>;

const schema = defineSchema({
  entity: 'precisionFixture',
  id: 'id',
  fields: {
    id: { type: 'number' },
    fixed: { type: 'money', currency: 'USD', form: true },
    currency: { type: 'text', form: true },
    amount: { type: 'money', currency: { field: 'currency' }, form: true },
  },
});

/** The messages of a field's rules for a value, with the form's currency field holding `held`. */
async function messages(name: 'fixed' | 'amount', value: string, held?: string) {
  const found: string[] = [];
  for (const given of rulesFor(schema.fields[name], `fields.precisionFixture.${name}`)) {
    const rule = (
      typeof given === 'function' ? given({ getFieldValue: () => held } as never) : given
    ) as RuleObject;
    await Promise.resolve(rule.validator?.({} as never, value, () => undefined)).catch(
      (error: Error) => found.push(error.message),
    );
  }
  return found;
}

beforeAll(() => changeLanguage('en'));

describe('a currency’s precision', () => {
  it('knows ISO 4217 minor units, USDT’s 6 and 2 for an unknown code', () => {
    expect(currencyDecimals('USD')).toBe(2);
    expect(currencyDecimals('cny')).toBe(2);
    expect(currencyDecimals('JPY')).toBe(0);
    expect(currencyDecimals('KRW')).toBe(0);
    expect(currencyDecimals('VND')).toBe(0);
    expect(currencyDecimals('KWD')).toBe(3);
    expect(currencyDecimals('USDT')).toBe(6);
    expect(currencyDecimals('XYZ')).toBe(2);
    expect(currencyDecimals(undefined)).toBe(2);
    defineCurrency('XAU', 3);
    expect(currencyDecimals('XAU')).toBe(3);
  });

  it('refuses an amount with more decimals than its currency allows, naming both', async () => {
    expect(await messages('fixed', '12.345')).toEqual([
      'fields.precisionFixture.fixed: USD amounts have at most 2 decimals',
    ]);
    expect(await messages('fixed', '12.34')).toEqual([]);
    // Trailing zeros round nothing.
    expect(await messages('fixed', '12.340')).toEqual([]);
    expect(await messages('amount', '1200', 'JPY')).toEqual([]);
    expect(await messages('amount', '1200.5', 'JPY')).toEqual([
      'fields.precisionFixture.amount: JPY amounts take no decimals',
    ]);
    expect(await messages('amount', '1.123456', 'USDT')).toEqual([]);
    expect(await messages('amount', '1.1234567', 'USDT')).toHaveLength(1);
  });

  it('shows every digit, padded to the currency’s decimals, never rounded', () => {
    expect(formatMoney(1200, 'JPY')).toBe('JPY 1,200');
    expect(formatMoney('12.5', 'USD')).toBe('USD 12.50');
    expect(formatMoney('12.345', 'USD')).toBe('USD 12.345');
    expect(formatMoney('1200.5', 'JPY')).toBe('JPY 1,200.5');
    expect(formatMoney('3', 'USDT')).toBe('USDT 3.000000');
    expect(formatMoney('98765432109876543.21', 'CNY')).toBe('CNY 98,765,432,109,876,543.21');
  });
});
