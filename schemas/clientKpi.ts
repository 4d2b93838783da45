import { defineSchema } from '@/engine/define';

/** A client's monthly spend target and what it reached. */
export const clientKpiSchema = defineSchema({
  entity: 'clientKpi',
  id: 'id',
  fields: {
    id: { type: 'number', show: true },
    month: { type: 'month', list: { sortable: true }, filter: true },
    clientId: { type: 'reference', ref: 'client', filter: true },
    clientName: { type: 'text', list: true },
    bdId: { type: 'reference', ref: 'staff', filter: true },
    bdName: { type: 'text', list: true },
    consumeTarget: { type: 'money', currency: 'USD', list: { sortable: true } },
    consumeActual: { type: 'money', currency: 'USD', list: { sortable: true } },
    consumeRate: {
      type: 'percent',
      list: { sortable: true },
      computed: { formula: 'consumeActual / consumeTarget * 100', round: 2 },
    },
  },
});
