import { defineSchema } from '@/engine/define';
import { overspendFields } from './accountEstimateOver';
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
    ...overspendFields,
    balance: { type: 'money', currency: { field: 'currency' }, list: true },
    pending: { type: 'enum', enum: yesNo, list: true, filter: true },
    consumeError: { type: 'enum', enum: yesNo, list: true, filter: true },
    createTime: { type: 'datetime', list: { sortable: true }, filter: true },
  },
});
