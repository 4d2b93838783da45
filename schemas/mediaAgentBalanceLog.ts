import { defineEnum, defineSchema } from '@/engine/define';

/**
 * The balances of a media agent a log is kept for; the value is the `logType` segment of the
 * route /mediaAgent/balanceLog/{logType}/{mediaAgentId} (assumed values).
 */
export const mediaAgentLogType = defineEnum('mediaAgentLogType', [
  { value: 'prepay', color: 'blue' },
  { value: 'credit', color: 'orange' },
  { value: 'rebate', color: 'purple' },
]);

/** One movement of a media agent balance: top-up, transfer to accounts, refund, adjustment. */
export const mediaAgentBalanceLogSchema = defineSchema({
  entity: 'mediaAgentBalanceLog',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 90, sortable: true } },
    mediaAgentId: { type: 'reference', ref: 'mediaAgent', show: true },
    mediaAgentName: { type: 'text', list: true },
    logType: { type: 'enum', enum: mediaAgentLogType, list: true },
    mediaAccountId: { type: 'text', list: true, filter: true },
    currency: { type: 'text', list: true },
    amount: { type: 'money', currency: { field: 'currency' }, list: { sortable: true } },
    balance: { type: 'money', currency: { field: 'currency' }, list: true },
    remark: { type: 'text', list: true },
    createTime: { type: 'datetime', list: { sortable: true }, filter: true },
  },
});
