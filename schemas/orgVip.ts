import { defineReference, defineSchema } from '@/engine/define';
import type { FieldDef } from '@/engine/types';

/**
 * A VIP level a reseller may buy (`GET /org2/vipPriceList`; SPEC §7 names the call, not the
 * fields: assumed): its level, name, price (decimal text) in its currency, and how many months
 * one purchase lasts.
 */
export const orgVipPriceSchema = defineSchema({
  entity: 'orgVipPrice',
  id: 'vipLevel',
  title: 'vipName',
  fields: {
    vipLevel: { type: 'number', list: true },
    vipName: { type: 'text', list: true },
    price: { type: 'money', currency: { field: 'currency' }, list: true },
    currency: { type: 'reference', ref: 'currency', list: true },
    months: { type: 'number', list: true },
  },
});

/** A level as the org's pages name it ("VIP2"). */
export const vipLevel = defineReference('vipLevel', {
  endpoint: 'GET /org2/vipPriceList',
  pageSize: 100,
  value: 'vipLevel',
  label: 'vipName',
});

/** A level as the purchase offers it, with its price as the backend gives it ("VIP2 · USD 1999.00"). */
export const vipPrice = defineReference('vipPrice', {
  endpoint: 'GET /org2/vipPriceList',
  pageSize: 100,
  value: 'vipLevel',
  label: (record) =>
    [record.vipName, [record.currency, record.price].filter(Boolean).join(' ')]
      .filter(Boolean)
      .join(' · '),
});

/** A reseller's VIP level and until when it holds (set by the purchase). */
export const orgVipFields = {
  vipLevel: { type: 'reference', ref: vipLevel, list: true, filter: true },
  vipExpireTime: { type: 'datetime', list: { sortable: true } },
} satisfies Record<string, FieldDef>;
