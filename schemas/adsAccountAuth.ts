import { defineEnum, defineSchema } from '@/engine/define';

/** Result of authorising one account (assumed codes): 0 processing, 1 success, 2 failure. */
export const authResult = defineEnum('authResult', [
  { value: 0, color: 'processing' },
  { value: 1, color: 'success' },
  { value: 2, color: 'error' },
]);

/**
 * Authorisation of Facebook ad accounts to a business manager (BM). The create form submits a
 * batch (account ids one per line); the list has one record per account of each batch.
 */
export const adsAccountAuthSchema = defineSchema({
  entity: 'adsAccountAuth',
  id: 'id',
  title: 'mediaAccountId',
  fields: {
    id: { type: 'number', list: { width: 90, sortable: true } },
    batchNo: { type: 'text', list: true, filter: true },
    // Many account ids at once, one per line.
    mediaAccountIds: {
      type: 'textarea',
      show: false,
      form: { required: true, on: 'create', maxLength: 20000 },
    },
    mediaAccountId: { type: 'text', list: true, filter: true },
    bmId: { type: 'text', list: true, filter: true, form: { required: true } },
    clientId: {
      type: 'reference',
      ref: 'client',
      filter: 'search',
      show: true,
      form: { required: true },
    },
    clientName: { type: 'text', list: true },
    orgId: { type: 'reference', ref: 'org', show: true },
    result: { type: 'enum', enum: authResult, list: true, filter: true },
    failReason: { type: 'text', list: true },
    remark: { type: 'textarea', show: true, form: true },
    createTime: { type: 'datetime', list: { sortable: true }, filter: true },
  },
});
