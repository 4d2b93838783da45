import { defineSchema } from '@/engine/define';
import { spendTargetFields } from './clientKpi';

/** A reseller organisation's monthly spend and new-client target and what it reached. */
export const orgKpiSchema = defineSchema({
  entity: 'orgKpi',
  id: 'id',
  fields: {
    id: { type: 'number', show: true },
    month: { type: 'month', list: { sortable: true }, filter: true },
    orgId: { type: 'reference', ref: 'org', filter: true },
    orgName: { type: 'text', list: true },
    ...spendTargetFields,
    targetClientCount: { type: 'number', list: true },
    newClientCount: { type: 'number', list: true },
  },
});
