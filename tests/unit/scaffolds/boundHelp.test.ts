import { afterAll, describe, expect, it } from 'vitest';
import { changeLanguage, t } from '@/i18n';
import type { FieldDef } from '@/engine/types';
import { boundHelp } from '@/scaffolds/boundHelp';

afterAll(() => changeLanguage('en'));

const topUp: FieldDef = {
  type: 'money',
  currency: { field: 'currency' },
  form: { required: true, minBy: { field: 'currency', values: { USD: 300, USDT: 1 } } },
};

describe("a field's declared bounds, said as its help", () => {
  it('says a range, a minimum or a maximum, in the interface language', async () => {
    await changeLanguage('en');
    expect(boundHelp({ type: 'number', form: { min: 0, max: 365 } }, {}, t)).toBe('0 to 365');
    expect(boundHelp({ type: 'number', form: { min: -100, max: 100 } }, {}, t)).toBe('-100 to 100');
    expect(boundHelp({ type: 'number', form: { max: 1000000 } }, {}, t)).toBe('At most 1,000,000');
    await changeLanguage('cn');
    expect(boundHelp({ type: 'number', form: { min: 0, max: 365 } }, {}, t)).toBe('0 至 365');
  });

  it('says a minimum by another field for its value now, with the currency', async () => {
    await changeLanguage('en');
    expect(boundHelp(topUp, { currency: 'USD' }, t)).toBe('At least 300 USD');
    expect(boundHelp(topUp, { currency: 'USDT' }, t)).toBe('At least 1 USDT');
    // No currency chosen yet: nothing to say.
    expect(boundHelp(topUp, {}, t)).toBeUndefined();
  });

  it("says nothing of the types' own defaults, or of a field with no bounds", async () => {
    await changeLanguage('en');
    expect(boundHelp({ type: 'money', currency: 'USD', form: { required: true } }, {}, t)).toBe(
      undefined,
    );
    expect(boundHelp({ type: 'text', form: { maxLength: 20 } }, {}, t)).toBeUndefined();
    expect(boundHelp({ type: 'number', list: true }, {}, t)).toBeUndefined();
  });
});
