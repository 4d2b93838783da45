import { defineSchema } from '@/engine/define';
import { walletLogFields } from './clientWalletLog';

/**
 * A reseller's own wallet record (/orgFinance/walletLog): the lines of the reseller wallet
 * ledger staff read at /org/account/wallet/{orgId} (entity `orgWalletLog`, the same rows, newest
 * first), its own organisation's only, without the platform's operators.
 */
export const orgFinanceWalletLogSchema = defineSchema({
  entity: 'orgWalletLog',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 80, sortable: true } },
    orgId: { type: 'reference', ref: 'org', show: false },
    changeType: walletLogFields.changeType,
    mediaAccountId: walletLogFields.mediaAccountId,
    amount: walletLogFields.amount,
    balanceAfter: walletLogFields.balanceAfter,
    currency: walletLogFields.currency,
    remark: walletLogFields.remark,
    createTime: walletLogFields.createTime,
  },
});
