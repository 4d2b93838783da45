import { defineEnum, defineSchema } from '@/engine/define';
import { mediaPlatform, workOrderStatus, yesNo } from './enums';

/** The two kinds of work order (SPEC §2): account opening and account operation. */
export const workOrderKind = defineEnum('workOrderKind', [
  { value: 'apply', color: 'blue' },
  { value: 'operate', color: 'purple' },
]);

/** A work order waiting on the platform's media team (to-do), which can be put on hold. */
export const todoWorkOrderSchema = defineSchema({
  entity: 'todoWorkOrder',
  id: 'id',
  fields: {
    id: { type: 'number', show: true },
    workId: { type: 'text', list: true, filter: true },
    applySn: { type: 'text', list: true, filter: true },
    kind: { type: 'enum', enum: workOrderKind, list: true, filter: true },
    mediaPlatform: { type: 'enum', enum: mediaPlatform, list: true, filter: true },
    clientId: { type: 'reference', ref: 'client', filter: true },
    clientName: { type: 'text', list: true },
    accountId: { type: 'text', list: true, filter: true },
    currency: { type: 'text', list: { width: 90 } },
    amount: { type: 'money', currency: { field: 'currency' }, list: { sortable: true } },
    status: { type: 'enum', enum: workOrderStatus, list: true, filter: true },
    suspended: { type: 'enum', enum: yesNo, list: true, filter: true },
    // Why it was put on hold.
    reason: { type: 'text', list: true },
    createTime: { type: 'datetime', list: { sortable: true }, filter: true },
  },
});
