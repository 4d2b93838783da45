import { defineSchema } from '@/engine/define';
import { walletLogFields } from './clientWalletLog';
import { orgOfRecord } from './org';

/** The wallet usage record of a reseller. */
export const orgWalletLogSchema = defineSchema({
  entity: 'orgWalletLog',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 90, sortable: true } },
    ...orgOfRecord,
    ...walletLogFields,
  },
});
