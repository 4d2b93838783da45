import { defineSchema } from '@/engine/define';
import { billProgress } from './enums';
import { RATE_OF_SPEND } from './rebateGradient';

/** A sales partner's monthly commission bill on its clients' spend. */
export const saleAgentBillSchema = defineSchema({
  entity: 'saleAgentBill',
  id: 'id',
  fields: {
    id: { type: 'number', show: true },
    billSn: { type: 'text', list: true, filter: true },
    month: { type: 'month', list: { sortable: true }, filter: true },
    saleAgentId: { type: 'reference', ref: 'saleAgent', filter: true },
    saleAgentName: { type: 'text', list: true },
    clientCount: { type: 'number', list: true },
    currency: { type: 'text', list: { width: 90 }, filter: true },
    consumeAmount: { type: 'money', currency: { field: 'currency' }, list: { sortable: true } },
    commissionRate: { type: 'percent', list: true },
    // The spend × the commission rate, rounded to the currency (rebateGradient.ts).
    commissionAmount: {
      type: 'money',
      currency: { field: 'currency' },
      list: { sortable: true },
      computed: RATE_OF_SPEND('consumeAmount', 'commissionRate'),
    },
    status: { type: 'enum', enum: billProgress, list: true, filter: true },
    createTime: { type: 'datetime', list: { sortable: true } },
  },
});
