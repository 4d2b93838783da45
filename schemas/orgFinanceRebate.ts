import { defineEnum, defineSchema } from '@/engine/define';
import { mediaPlatform, rebateMode, rebateTransferType } from './enums';
import { REBATE_FORMULA } from './rebateGradient';

/** A reseller's rebate: to be settled or settled (codes assumed). */
export const orgRebateStatus = defineEnum('orgRebateStatus', [
  { value: 0, color: 'processing' },
  { value: 1, color: 'success' },
]);

/** A rebate earned by a reseller on a platform in a month (/orgFinance/rebate). */
export const orgFinanceRebateSchema = defineSchema({
  entity: 'orgFinanceRebate',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 80, sortable: true } },
    month: { type: 'month', list: { sortable: true }, filter: true },
    orgId: { type: 'reference', ref: 'org' },
    mediaPlatform: { type: 'enum', enum: mediaPlatform, list: true, filter: true },
    currency: { type: 'reference', ref: 'currency', list: true },
    spend: { type: 'money', currency: { field: 'currency' }, list: true },
    rebateRate: { type: 'percent', list: true },
    rebateAmount: {
      type: 'money',
      currency: { field: 'currency' },
      list: { sortable: true },
      computed: REBATE_FORMULA('spend'),
    },
    rebateMode: { type: 'enum', enum: rebateMode, list: true, filter: true },
    transferType: { type: 'enum', enum: rebateTransferType, list: true, filter: true },
    status: { type: 'enum', enum: orgRebateStatus, list: true, filter: true },
    createTime: { type: 'datetime', list: { sortable: true } },
  },
});
