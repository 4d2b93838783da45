import { defineSchema } from '@/engine/define';
import type { FieldDef } from '@/engine/types';
import { clientCreditScoreItem } from './creditScoreSetting';

/**
 * One credit score entry: the item assessed (one of the score settings' items, read from the
 * backend), the points given within the item's range (negative takes points off), a remark.
 */
export function creditScoreFields(itemReference: string) {
  return {
    scoreItem: {
      type: 'reference',
      ref: itemReference,
      list: true,
      filter: true,
      form: { required: true },
    },
    // The item's own range is checked by the backend; no item gives more than 100 either way.
    score: {
      type: 'number',
      list: { sortable: true },
      form: { required: true, sign: 'any', min: -100, max: 100 },
    },
    remark: { type: 'textarea', list: true, form: true },
    operatorId: { type: 'reference', ref: 'staff', show: false },
    operatorName: { type: 'text', list: true },
    createTime: { type: 'datetime', list: { sortable: true }, filter: true },
  } satisfies Record<string, FieldDef>;
}

/** A credit score record of a client (SPEC §3: id). */
export const clientCreditScoreSchema = defineSchema({
  entity: 'clientCreditScore',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 90, sortable: true } },
    clientId: { type: 'reference', ref: 'client', form: { required: true }, show: false },
    clientName: { type: 'text', list: true },
    orgId: { type: 'reference', ref: 'org', show: false },
    ...creditScoreFields(clientCreditScoreItem),
  },
});
