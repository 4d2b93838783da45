import { defineSchema } from '@/engine/define';
import { spendTargetFields } from './clientKpi';

/** A media agent's monthly spend target and what it reached. */
export const mediaAgentKpiSchema = defineSchema({
  entity: 'mediaAgentKpi',
  id: 'id',
  fields: {
    id: { type: 'number', show: true },
    month: { type: 'month', list: { sortable: true }, filter: true },
    mediaAgentId: { type: 'reference', ref: 'mediaAgent', filter: true },
    mediaAgentName: { type: 'text', list: true },
    ...spendTargetFields,
  },
});
