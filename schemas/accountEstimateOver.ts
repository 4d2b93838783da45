import { defineSchema } from '@/engine/define';
import type { FieldDef } from '@/engine/types';
import { mediaPlatform } from './enums';

/**
 * SPEC §9's estimated overspend: system consumption minus theoretical recharge, warned above 0.01
 * (the overspend list, abnormal accounts and balance warnings).
 */
export const overspendFields = {
  systemConsume: { type: 'money', currency: { field: 'currency' }, list: { sortable: true } },
  theoreticalRecharge: { type: 'money', currency: { field: 'currency' }, list: true },
  estimateOver: {
    type: 'money',
    currency: { field: 'currency' },
    list: { sortable: true },
    computed: { formula: 'systemConsume - theoreticalRecharge' },
    warnAbove: '0.01',
  },
} satisfies Record<string, FieldDef>;

/**
 * An ad account estimated to overspend (SPEC §9: system consumption minus theoretical recharge,
 * warned above 0.01).
 */
export const accountEstimateOverSchema = defineSchema({
  entity: 'accountEstimateOver',
  id: 'id',
  fields: {
    id: { type: 'number', show: true },
    accountId: { type: 'text', list: true, filter: true },
    accountName: { type: 'text', list: true },
    mediaPlatform: { type: 'enum', enum: mediaPlatform, list: true, filter: true },
    clientId: { type: 'reference', ref: 'client', filter: true },
    clientName: { type: 'text', list: true },
    currency: { type: 'text', list: { width: 90 } },
    ...overspendFields,
    createTime: { type: 'datetime', list: { sortable: true }, filter: true },
  },
});
