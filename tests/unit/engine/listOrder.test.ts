// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defineResource, defineSchema } from '@/engine/define';
import { defaultOrderOf } from '@/engine/listOrder';

/** The order a list is asked in until its user sorts it (src/engine/listOrder.ts). */
const withCreateTime = defineSchema({
  entity: 'testOrderBill',
  id: 'billId',
  fields: {
    billId: { type: 'number', list: true },
    level: { type: 'number', list: true },
    createTime: { type: 'datetime', list: true },
  },
});
const numericId = defineSchema({
  entity: 'testOrderNotice',
  id: 'id',
  fields: { id: { type: 'number', list: true }, title: { type: 'text', list: true } },
});
const textId = defineSchema({
  entity: 'testOrderCode',
  id: 'code',
  fields: { code: { type: 'text', list: true }, label: { type: 'text', list: true } },
});

const resource = (schema: Parameters<typeof defineResource>[0]['schema'], extra = {}) =>
  defineResource({ name: 'testOrder', subject: 'Dashboard', schema, ...extra });

describe('defaultOrderOf', () => {
  it('keeps a declared order', () => {
    const declared = resource(withCreateTime, { order: { field: 'level', order: 'asc' } });
    expect(defaultOrderOf(declared)).toEqual({ field: 'level', order: 'asc' });
  });

  it("asks none for a declaration that keeps the backend's order", () => {
    expect(defaultOrderOf(resource(withCreateTime, { order: false }))).toBeUndefined();
  });

  it('puts the newest createTime first where the records have one', () => {
    expect(defaultOrderOf(resource(withCreateTime))).toEqual({
      field: 'createTime',
      order: 'desc',
    });
  });

  it('else the highest numeric id first', () => {
    expect(defaultOrderOf(resource(numericId))).toEqual({ field: 'id', order: 'desc' });
  });

  it('asks none of a list with neither, or with no schema', () => {
    expect(defaultOrderOf(resource(textId))).toBeUndefined();
    expect(defaultOrderOf({})).toBeUndefined();
  });
});
