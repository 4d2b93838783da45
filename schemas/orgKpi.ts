import { defineSchema } from '@/engine/define';

/** A reseller organisation's monthly spend and new-client target and what it reached. */
export const orgKpiSchema = defineSchema({
  entity: 'orgKpi',
  id: 'id',
  fields: {
    id: { type: 'number', show: true },
    month: { type: 'month', list: { sortable: true }, filter: true },
    orgId: { type: 'reference', ref: 'org', filter: true },
    orgName: { type: 'text', list: true },
    consumeTarget: { type: 'money', currency: 'USD', list: { sortable: true } },
    consumeActual: { type: 'money', currency: 'USD', list: { sortable: true } },
    consumeRate: {
      type: 'percent',
      list: { sortable: true },
      computed: { formula: 'consumeActual / consumeTarget * 100', round: 2 },
    },
    targetClientCount: { type: 'number', list: true },
    newClientCount: { type: 'number', list: true },
  },
});
