import { defineSchema } from '@/engine/define';
import { mediaPlatform } from './enums';

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
    systemConsume: { type: 'money', currency: { field: 'currency' }, list: true },
    theoreticalRecharge: { type: 'money', currency: { field: 'currency' }, list: true },
    estimateOver: {
      type: 'money',
      currency: { field: 'currency' },
      list: { sortable: true },
      computed: { formula: 'systemConsume - theoreticalRecharge' },
      warnAbove: '0.01',
    },
    createTime: { type: 'datetime', list: { sortable: true }, filter: true },
  },
});
