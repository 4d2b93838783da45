import { defineEnum, defineSchema } from '@/engine/define';

/** Result of authorising one account (assumed codes): 0 processing, 1 success, 2 failure. */
export const authResult = defineEnum('authResult', [
  { value: 0, color: 'processing' },
  { value: 1, color: 'success' },
  { value: 2, color: 'error' },
]);

/**
 * Authorisation of Facebook ad accounts to a business manager (BM). A batch is started on the ad
 * accounts' list (selected accounts); this list has one record per account, with its batch number.
 */
export const adsAccountAuthSchema = defineSchema({
  entity: 'adsAccountAuth',
  id: 'id',
  title: 'mediaAccountId',
  fields: {
    id: { type: 'number', list: { width: 90, sortable: true } },
    batchNo: { type: 'text', list: true, filter: true },
    mediaAccountId: { type: 'text', list: true, filter: true },
    bmId: { type: 'text', list: true, filter: true },
    accountId: { type: 'number', show: true },
    clientId: { type: 'reference', ref: 'client', filter: 'search', show: true },
    clientName: { type: 'text', list: true },
    orgId: { type: 'reference', ref: 'org', show: true },
    result: { type: 'enum', enum: authResult, list: true, filter: true },
    failReason: { type: 'text', list: true },
    operatorName: { type: 'text', list: true },
    createTime: { type: 'datetime', list: { sortable: true }, filter: true },
  },
});
