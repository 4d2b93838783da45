import { defineSchema } from '@/engine/define';
import { paymentStatus } from './enums';

/** A payment made to a media agent (SPEC §3 payment fields). */
export const mediaAgentPaymentSchema = defineSchema({
  entity: 'mediaAgentPayment',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 90, sortable: true } },
    mediaAgentId: { type: 'reference', ref: 'mediaAgent', filter: true, show: true },
    mediaAgentName: { type: 'text', list: true },
    payTime: { type: 'datetime', list: { sortable: true }, filter: true },
    currency: { type: 'text', list: true, filter: true },
    amount: { type: 'money', currency: { field: 'currency' }, list: { sortable: true } },
    bank: { type: 'text', list: true },
    receipt: { type: 'image', list: true },
    status: { type: 'enum', enum: paymentStatus, list: true, filter: true },
    remark: { type: 'text', list: true },
  },
});
