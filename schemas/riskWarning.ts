import { defineEnum, defineSchema } from '@/engine/define';

/** How grave a risk warning is (codes assumed: the spec names only id, title and content). */
export const riskLevel = defineEnum('riskLevel', [
  { value: 1, color: 'processing' },
  { value: 2, color: 'warning' },
  { value: 3, color: 'error' },
]);

/**
 * A finance risk warning (SPEC §3: id, title, content): what finance must know about a client's
 * money. It pops up after login for the finance roles until each reader has read it
 * (`GET /risk/adminPopupRisk`); the backend keeps who read it.
 */
export const riskWarningSchema = defineSchema({
  entity: 'riskWarning',
  id: 'id',
  title: 'title',
  fields: {
    id: { type: 'number', list: { width: 80 } },
    title: { type: 'text', list: true, filter: true },
    level: { type: 'enum', enum: riskLevel, list: true, filter: true },
    clientId: { type: 'reference', ref: 'client', filter: true },
    clientName: { type: 'text', list: true },
    content: { type: 'textarea', show: true },
    createTime: { type: 'datetime', list: { sortable: true }, filter: true },
  },
});
