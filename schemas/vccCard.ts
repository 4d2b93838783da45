import { defineSchema } from '@/engine/define';
import { mediaPlatform, vccStatus } from './enums';

/** A virtual credit card issued to a client to pay an ad account's spend. */
export const vccCardSchema = defineSchema({
  entity: 'vccCard',
  id: 'cardId',
  fields: {
    cardId: { type: 'number', list: { width: 90, sortable: true } },
    cardNo: { type: 'text', list: true, filter: true },
    clientId: { type: 'reference', ref: 'client', filter: 'search', show: true },
    clientName: { type: 'text', list: true },
    orgId: { type: 'reference', ref: 'org', show: true },
    platform: { type: 'enum', enum: mediaPlatform, list: true, filter: true },
    mediaAccountId: { type: 'text', list: true, filter: true },
    status: { type: 'enum', enum: vccStatus, list: true, filter: true },
    currency: { type: 'text', list: true },
    cardLimit: { type: 'money', currency: { field: 'currency' }, list: true },
    balance: { type: 'money', currency: { field: 'currency' }, list: { sortable: true } },
    createTime: { type: 'datetime', list: { sortable: true }, filter: true },
  },
});
