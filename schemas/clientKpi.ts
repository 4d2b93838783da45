import { defineSchema } from '@/engine/define';
import type { FieldDef } from '@/engine/types';

/** A monthly spend target (USD), what was spent, and the share reached. */
export const spendTargetFields = {
  consumeTarget: { type: 'money', currency: 'USD', list: { sortable: true } },
  consumeActual: { type: 'money', currency: 'USD', list: { sortable: true } },
  consumeRate: {
    type: 'percent',
    list: { sortable: true },
    computed: { formula: 'consumeActual / consumeTarget * 100', round: 2 },
  },
} satisfies Record<string, FieldDef>;

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
    ...spendTargetFields,
  },
});
