import { defineEnum, defineSchema } from '@/engine/define';
import type { FieldDef } from '@/engine/types';
import { clientOfRecord } from './client';

/** Movements of a wallet (assumed codes; `walletChangeCode` names them). */
export const walletChangeType = defineEnum('walletChangeType', [
  { value: 1, color: 'green' },
  { value: 2, color: 'blue' },
  { value: 3, color: 'cyan' },
  { value: 4, color: 'purple' },
  { value: 5, color: 'orange' },
  { value: 6, color: 'default' },
  { value: 7, color: 'gold' },
  { value: 8, color: 'geekblue' },
]);

/**
 * What moved a wallet (`walletChangeType` codes): a top-up or payment received, an ad account
 * recharged from it or zeroed out into it, a rebate credited, a refund paid out, a manual
 * adjustment, a reseller's VIP purchase, a bill paid from it.
 */
export const walletChangeCode = {
  recharge: 1,
  accountRecharge: 2,
  accountZeroed: 3,
  rebateCredited: 4,
  refundWithdrawal: 5,
  adjustment: 6,
  vipPurchase: 7,
  billPayment: 8,
} as const;

/** One movement of a wallet; ad account recharges and returns name the account. */
export const walletLogFields = {
  changeType: { type: 'enum', enum: walletChangeType, list: true, filter: true },
  mediaAccountId: { type: 'text', list: true, filter: true },
  amount: { type: 'money', currency: { field: 'currency' }, list: { sortable: true } },
  balanceAfter: { type: 'money', currency: { field: 'currency' }, list: true },
  currency: { type: 'reference', ref: 'currency', filter: true, show: false },
  remark: { type: 'text', list: true },
  operatorId: { type: 'reference', ref: 'staff', show: false },
  operatorName: { type: 'text', list: true },
  createTime: { type: 'datetime', list: { sortable: true }, filter: true },
} satisfies Record<string, FieldDef>;

/** The wallet usage record of a client. */
export const clientWalletLogSchema = defineSchema({
  entity: 'clientWalletLog',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 90, sortable: true } },
    ...clientOfRecord,
    ...walletLogFields,
  },
});
