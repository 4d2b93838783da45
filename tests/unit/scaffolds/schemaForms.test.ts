import type { FormRule } from 'antd';
import dayjs from 'dayjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { defineSchema } from '@/engine/define';
import { changeLanguage } from '@/i18n';
import { rulesFor } from '@/scaffolds/formRules';
import { toFormValues, toPayload } from '@/scaffolds/formValues';
import { uploadProblem } from '@/scaffolds/fields/upload';
import { formFields, labelKey, listFields, showFields } from '@/scaffolds/schemaFields';
import { memberSchema } from '../../../schemas/member';

/** A rule given as an object (not as a function of the form). */
type RuleObject = Exclude<FormRule, (...args: never[]) => unknown>;

const payment = defineSchema({
  entity: 'payment',
  id: 'id',
  fields: {
    id: { type: 'number', list: true },
    amount: { type: 'money', currency: { field: 'currency' }, list: true, form: { nonZero: true } },
    currency: { type: 'text', form: { required: true, on: 'create' } },
    payTime: { type: 'date', list: true, form: true },
    remark: { type: 'textarea', form: true, show: false },
  },
});

async function messages(rules: ReturnType<typeof rulesFor>, value: unknown) {
  const found: string[] = [];
  for (const given of rules) {
    const rule = (
      typeof given === 'function' ? given({ getFieldValue: () => undefined } as never) : given
    ) as RuleObject;
    if (!rule.validator) continue;
    await Promise.resolve(rule.validator({} as never, value, () => undefined)).catch((e: Error) =>
      found.push(e.message),
    );
  }
  return found;
}

beforeAll(() => changeLanguage('en'));

describe('schema → columns and forms', () => {
  it('lists, forms and details follow the declaration', () => {
    expect(listFields(payment).map(([n]) => n)).toEqual(['id', 'amount', 'payTime']);
    expect(formFields(payment, 'create').map(([n]) => n)).toEqual([
      'amount',
      'currency',
      'payTime',
      'remark',
    ]);
    expect(formFields(payment, 'edit').map(([n]) => n)).toEqual(['amount', 'payTime', 'remark']);
    expect(showFields(payment).map(([n]) => n)).toEqual(['id', 'amount', 'currency', 'payTime']);
    expect(labelKey(payment, 'amount')).toBe('fields.payment.amount');
  });

  it('answers the members form rules of the spec', async () => {
    const [, name] = formFields(memberSchema, 'create').find(([n]) => n === 'name')!;
    const [, email] = formFields(memberSchema, 'create').find(([n]) => n === 'email')!;
    expect(await messages(rulesFor(name, 'fields.member.name'), '  ')).toEqual([
      'Name cannot be empty',
    ]);
    expect(await messages(rulesFor(email, 'fields.member.email'), '')).toEqual([
      'Email cannot be empty',
    ]);
    expect(await messages(rulesFor(email, 'fields.member.email'), 'x@y')).toEqual([
      'Incorrect email format',
    ]);
    expect(await messages(rulesFor(email, 'fields.member.email'), 'x@y.cn')).toEqual([]);
  });

  it('refuses an empty or zero amount where declared', async () => {
    const rules = rulesFor(payment.fields.amount, 'fields.payment.amount');
    expect(await messages(rules, '0')).toHaveLength(1);
    expect(await messages(rules, '')).toHaveLength(1);
    expect(await messages(rules, '0.01')).toEqual([]);
  });

  it('converts dates and amounts between records and forms without rounding', () => {
    const values = toFormValues(payment, 'edit', { amount: 12.345, payTime: 1700000000 });
    expect(values.amount).toBe('12.345');
    expect(dayjs.isDayjs(values.payTime)).toBe(true);
    const payload = toPayload(payment, 'create', {
      ...values,
      currency: ' USD ',
      remark: ' paid ',
    });
    expect(payload).toEqual({
      amount: '12.345',
      currency: 'USD',
      // A day sent as an instant is its day in UTC+8 (2023-11-15 06:13 there), in any zone.
      payTime: '2023-11-15',
      remark: 'paid',
    });
  });

  it('checks a minimum that depends on another field (300 USD, 1 USDT)', async () => {
    const recharge = defineSchema({
      entity: 'recharge',
      id: 'id',
      fields: {
        amount: {
          type: 'money',
          form: { required: true, minBy: { field: 'currency', values: { USD: 300, USDT: 1 } } },
        },
        currency: { type: 'text', form: true },
      },
    });
    // One rule (one message per mistake): the minimum is checked after being there.
    const [rule] = rulesFor(recharge.fields.amount, 'fields.recharge.amount');
    const check = async (amount: string, currency: string) => {
      const validator = (
        typeof rule === 'function' ? rule({ getFieldValue: () => currency } as never) : rule
      ) as RuleObject;
      return Promise.resolve(validator.validator!({} as never, amount, () => undefined))
        .then(() => null)
        .catch((e: Error) => e.message);
    };
    expect(await check('299.99', 'USD')).toBe('fields.recharge.amount must be at least 300 USD');
    expect(await check('300', 'USD')).toBeNull();
    expect(await check('1', 'USDT')).toBeNull();
    expect(await check('0.5', 'USDT')).toBe('fields.recharge.amount must be at least 1 USDT');
  });

  it('limits uploads by type and size', () => {
    const file = (name: string, type: string, size: number) => ({ name, type, size });
    expect(uploadProblem(file('a.png', 'image/png', 500 * 1024), 'image')).toBeNull();
    expect(uploadProblem(file('a.png', 'image/png', 500 * 1024 + 1), 'image')).toBe('size');
    expect(uploadProblem(file('a.gif', 'image/gif', 10), 'image')).toBe('type');
    expect(uploadProblem(file('contract.pdf', 'application/pdf', 5e6), 'document')).toBeNull();
    expect(uploadProblem(file('contract.docx', '', 10), 'document')).toBe('type');
  });
});
