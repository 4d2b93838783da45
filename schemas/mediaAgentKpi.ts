import { defineSchema } from '@/engine/define';

/** A media agent's monthly spend target and what it reached. */
export const mediaAgentKpiSchema = defineSchema({
  entity: 'mediaAgentKpi',
  id: 'id',
  fields: {
    id: { type: 'number', show: true },
    month: { type: 'month', list: { sortable: true }, filter: true },
    mediaAgentId: { type: 'reference', ref: 'mediaAgent', filter: true },
    mediaAgentName: { type: 'text', list: true },
    consumeTarget: { type: 'money', currency: 'USD', list: { sortable: true } },
    consumeActual: { type: 'money', currency: 'USD', list: { sortable: true } },
    consumeRate: {
      type: 'percent',
      list: { sortable: true },
      computed: { formula: 'consumeActual / consumeTarget * 100', round: 2 },
    },
  },
});
