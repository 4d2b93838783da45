// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defineEnum, defineSchema } from '@/engine/define';
import { validateInput } from '@demo-backend/engine/validation';

const currency = defineEnum('rechargeCurrencyTest', [{ value: 'USD' }, { value: 'USDT' }]);
const usdt = { field: 'currency', values: ['USDT'] } as const;
const schema = defineSchema({
  entity: 'recharge',
  id: 'id',
  fields: {
    id: { type: 'number' },
    currency: { type: 'enum', enum: currency, form: { required: true } },
    network: { type: 'text', form: { showWhen: usdt, requiredWhen: usdt } },
    memo: { type: 'text', form: { requiredWhen: usdt } },
  },
});

describe('the demo backend and dependent fields', () => {
  it('requires a field only while its condition holds', () => {
    expect(validateInput(schema, { currency: 'USD' }, 'create')).toBeUndefined();
    expect(validateInput(schema, { currency: 'USDT', memo: 'x' }, 'create')?.params).toEqual({
      field: 'network',
    });
    expect(validateInput(schema, { currency: 'USDT', network: 'TRC20' }, 'create')?.params).toEqual(
      { field: 'memo' },
    );
    expect(
      validateInput(schema, { currency: 'USDT', network: 'TRC20', memo: 'x' }, 'create'),
    ).toBeUndefined();
  });
});
