import { defineSchema } from '@/engine/define';
import { creditScoreFields } from './clientCreditScore';
import { orgCreditScoreItem } from './creditScoreSetting';

/** A credit score record of a reseller. */
export const orgCreditScoreSchema = defineSchema({
  entity: 'orgCreditScore',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 90, sortable: true } },
    orgId: { type: 'reference', ref: 'org', form: { required: true }, show: false },
    orgName: { type: 'text', list: true },
    ...creditScoreFields(orgCreditScoreItem),
  },
});
