import { defineSchema } from '@/engine/define';
import { paymentStatus, rebateMode, rebatePeriod, rebateTransferType } from './enums';
import { REBATE_FORMULA } from './rebateGradient';

/** A rebate a media agent grants on the spend of a period. */
export const mediaAgentRebateSchema = defineSchema({
  entity: 'mediaAgentRebate',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 90, sortable: true } },
    mediaAgentId: { type: 'reference', ref: 'mediaAgent', filter: true, show: true },
    mediaAgentName: { type: 'text', list: true },
    month: { type: 'month', list: { sortable: true }, filter: true },
    rebatePeriod: { type: 'enum', enum: rebatePeriod, list: true, filter: true },
    rebateMode: { type: 'enum', enum: rebateMode, list: true, filter: true },
    currency: { type: 'text', list: true },
    spend: { type: 'money', currency: { field: 'currency' }, list: true },
    rebateRate: { type: 'percent', list: true },
    rebateAmount: {
      type: 'money',
      currency: { field: 'currency' },
      list: { sortable: true },
      computed: REBATE_FORMULA('spend'),
    },
    transferType: { type: 'enum', enum: rebateTransferType, list: true, filter: true },
    status: { type: 'enum', enum: paymentStatus, list: true, filter: true },
    createTime: { type: 'datetime', list: { sortable: true } },
  },
});
