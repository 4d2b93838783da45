import { defineSchema } from '@/engine/define';
import { mediaPlatform } from './enums';
import { RATE_OF_SPEND } from './rebateGradient';

/** A sales partner's view of the spend of the clients it brought, per client and month. */
export const saleAgentConsumeSchema = defineSchema({
  entity: 'saleAgentConsume',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 90 } },
    month: { type: 'month', list: { sortable: true }, filter: true },
    saleAgentId: { type: 'reference', ref: 'saleAgent', show: true },
    saleAgentName: { type: 'text', list: true },
    clientId: { type: 'reference', ref: 'client', filter: 'search', show: true },
    clientName: { type: 'text', list: true },
    platform: { type: 'enum', enum: mediaPlatform, list: true, filter: true },
    spend: { type: 'money', currency: 'USD', list: { sortable: true } },
    commissionRate: { type: 'percent', list: true },
    commission: {
      type: 'money',
      currency: 'USD',
      list: { sortable: true },
      computed: RATE_OF_SPEND('spend', 'commissionRate'),
    },
  },
});
