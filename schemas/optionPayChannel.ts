import { defineEnum, defineSchema } from '@/engine/define';
import { enabledStatus } from './enums';

/**
 * How money is paid in (SPEC §9: bank transfer, online payment, USDT TRC20), and card payment
 * through a provider that returns the payer to SPEC §2's return page (schemas/cardPayment.ts);
 * codes assumed.
 */
export const payChannelType = defineEnum('payChannelType', [
  { value: 1, color: 'blue' },
  { value: 2, color: 'purple' },
  { value: 3, color: 'green' },
  { value: 4, color: 'magenta' },
]);

/** A payment channel (/option/payChannel). */
export const optionPayChannelSchema = defineSchema({
  entity: 'optionPayChannel',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 80, sortable: true } },
    channelName: {
      type: 'text',
      list: true,
      filter: true,
      form: { required: true, maxLength: 50 },
    },
    channelType: {
      type: 'enum',
      enum: payChannelType,
      list: true,
      filter: true,
      form: { required: true, initial: 1 },
    },
    currency: {
      type: 'reference',
      ref: 'currency',
      list: true,
      filter: true,
      form: { required: true, initial: 'USD' },
    },
    feeRate: { type: 'percent', list: true, form: true },
    status: { type: 'enum', enum: enabledStatus, list: true, filter: true, form: { initial: 1 } },
    remark: { type: 'textarea', show: true, form: true },
    createTime: { type: 'datetime', list: { sortable: true } },
  },
});
