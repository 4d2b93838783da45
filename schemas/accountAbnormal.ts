import { defineSchema } from '@/engine/define';
import { mediaPlatform, yesNo } from './enums';

/**
 * An ad account whose wallet log needs attention (to-do): recorded spend against what was
 * recharged; it can be put on hold or flagged as a spend error.
 */
export const accountAbnormalSchema = defineSchema({
  entity: 'accountAbnormal',
  id: 'id',
  fields: {
    id: { type: 'number', show: true },
    accountId: { type: 'text', list: true, filter: true },
    accountName: { type: 'text', list: true },
    mediaPlatform: { type: 'enum', enum: mediaPlatform, list: true, filter: true },
    clientId: { type: 'reference', ref: 'client', filter: true },
    clientName: { type: 'text', list: true },
    currency: { type: 'text', list: { width: 90 } },
    systemConsume: { type: 'money', currency: { field: 'currency' }, list: { sortable: true } },
    theoreticalRecharge: { type: 'money', currency: { field: 'currency' }, list: true },
    balance: { type: 'money', currency: { field: 'currency' }, list: true },
    // SPEC §9: the overspend estimate, warned above 0.01.
    estimateOver: {
      type: 'money',
      currency: { field: 'currency' },
      list: true,
      computed: { formula: 'systemConsume - theoreticalRecharge' },
      warnAbove: '0.01',
    },
    pending: { type: 'enum', enum: yesNo, list: true, filter: true },
    consumeError: { type: 'enum', enum: yesNo, list: true, filter: true },
    createTime: { type: 'datetime', list: { sortable: true }, filter: true },
  },
});
