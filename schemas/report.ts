import { defineEnum, defineSchema } from '@/engine/define';

/** Kinds of generated report (values assumed). */
export const reportType = defineEnum('reportType', [
  { value: 1, color: 'blue' },
  { value: 2, color: 'green' },
  { value: 3, color: 'purple' },
  { value: 4, color: 'orange' },
]);

/** Generation state of a report file (values assumed). */
export const reportStatus = defineEnum('reportStatus', [
  { value: 1, color: 'success' },
  { value: 0, color: 'processing' },
  { value: 2, color: 'error' },
]);

/** A generated report file, per organisation and month, to download. */
export const reportSchema = defineSchema({
  entity: 'report',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 80, sortable: true } },
    title: { type: 'text', list: true, filter: true },
    reportType: { type: 'enum', enum: reportType, list: true, filter: true },
    month: { type: 'month', list: { sortable: true }, filter: true },
    orgId: { type: 'reference', ref: 'org', filter: true },
    orgName: { type: 'text', list: true },
    status: { type: 'enum', enum: reportStatus, list: true, filter: true },
    file: { type: 'file', list: true },
    creatorId: { type: 'reference', ref: 'staff', filter: true },
    creatorName: { type: 'text', list: true },
    createTime: { type: 'datetime', list: { sortable: true }, filter: true },
  },
});
