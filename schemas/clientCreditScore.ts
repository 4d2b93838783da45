import { defineEnum, defineSchema } from '@/engine/define';
import type { FieldDef } from '@/engine/types';

/**
 * What a credit score entry assesses (assumed codes; the real items come from the score settings,
 * GET /client/credit/score/settings and /org/credit/score/settings).
 */
export const creditScoreItem = defineEnum('creditScoreItem', [
  { value: 1, color: 'blue' },
  { value: 2, color: 'green' },
  { value: 3, color: 'cyan' },
  { value: 4, color: 'orange' },
  { value: 5, color: 'default' },
]);

/** One credit score entry: the item assessed, the points given (negative takes points off). */
export const creditScoreFields = {
  scoreItem: {
    type: 'enum',
    enum: creditScoreItem,
    list: true,
    filter: true,
    form: { required: true },
  },
  score: { type: 'number', list: { sortable: true }, form: { required: true, min: -20, max: 20 } },
  remark: { type: 'textarea', list: true, form: true },
  operatorId: { type: 'reference', ref: 'staff', show: false },
  operatorName: { type: 'text', list: true },
  createTime: { type: 'datetime', list: { sortable: true }, filter: true },
} satisfies Record<string, FieldDef>;

/** A credit score record of a client (SPEC §3: id). */
export const clientCreditScoreSchema = defineSchema({
  entity: 'clientCreditScore',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 90, sortable: true } },
    clientId: { type: 'reference', ref: 'client', form: { required: true }, show: false },
    clientName: { type: 'text', list: true },
    orgId: { type: 'reference', ref: 'org', show: false },
    ...creditScoreFields,
  },
});
