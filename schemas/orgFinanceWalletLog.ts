import { defineSchema } from '@/engine/define';
import { mediaPlatform } from './enums';
import { fundChangeType } from './orgFinanceBalanceLog';

const money = { type: 'money', currency: { field: 'currency' }, list: true } as const;

/** A movement of a reseller's wallet (/orgFinance/walletLog). */
export const orgFinanceWalletLogSchema = defineSchema({
  entity: 'orgFinanceWalletLog',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 80, sortable: true } },
    orgId: { type: 'reference', ref: 'org' },
    changeType: { type: 'enum', enum: fundChangeType, list: true, filter: true },
    mediaPlatform: { type: 'enum', enum: mediaPlatform, list: true, filter: true },
    accountId: { type: 'text', list: true, filter: true },
    currency: { type: 'reference', ref: 'currency', list: true, filter: true },
    amount: { ...money, list: { sortable: true } },
    balanceAfter: money,
    remark: { type: 'text', list: true },
    createTime: { type: 'datetime', list: { sortable: true }, filter: true },
  },
});
