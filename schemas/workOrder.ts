import { defineEnum, defineSchema } from '@/engine/define';
import type { EnumDef, FieldDef, SchemaDef } from '@/engine/types';
import { mediaPlatform, openingResult, workOrderStatus } from './enums';
import {
  amountCurrencyForm,
  amountForm,
  applyFormFields,
  operateFormFields,
  platformOperations,
} from './workOrderForms';

/** Account types asked for when opening: standard, whitelisted, managed (codes assumed). */
export const workOrderAccountType = defineEnum('workOrderAccountType', [
  { value: 1, color: 'blue' },
  { value: 2, color: 'gold' },
  { value: 3, color: 'purple' },
]);

/** Opening types: first opening, additional accounts, reopening (codes assumed). */
export const workOrderOpenType = defineEnum('workOrderOpenType', [
  { value: 1, color: 'green' },
  { value: 2, color: 'blue' },
  { value: 3, color: 'orange' },
]);

/**
 * What an operation work order does to an existing ad account (codes assumed): 1 top-up,
 * 2 deduction, 3 zero-out, 4 rename, 5 grant access (bind a manager/business account), 6 revoke
 * access, 7 close, 8 appeal, 9 bind pages (Facebook).
 */
export const workOrderOperationType = defineEnum('workOrderOperationType', [
  { value: 1, color: 'green' },
  { value: 2, color: 'orange' },
  { value: 3, color: 'red' },
  { value: 4, color: 'blue' },
  { value: 5, color: 'cyan' },
  { value: 6, color: 'default' },
  { value: 7, color: 'volcano' },
  { value: 8, color: 'gold' },
  { value: 9, color: 'geekblue' },
]);

/** The platforms accounts are opened and operated on (SPEC §2), and the two kinds of order. */
export const workOrderPlatforms = ['Google', 'Facebook', 'TikTok', 'Kwai', 'Bigo'] as const;
export const workOrderKinds = ['Apply', 'Operate'] as const;
export type WorkOrderPlatform = (typeof workOrderPlatforms)[number];
export type WorkOrderKind = (typeof workOrderKinds)[number];

/**
 * The spec's platform enumeration narrowed to one platform: a page of Google orders holds Google
 * orders only (same labels, and the demo backend generates that platform only).
 */
function onlyPlatform(platform: WorkOrderPlatform): EnumDef {
  return { ...mediaPlatform, options: mediaPlatform.options.filter((o) => o.value === platform) };
}

/** The operation types one platform offers (same labels; binding pages is Facebook's). */
function platformOperationTypes(platform: WorkOrderPlatform): EnumDef {
  const offered = platformOperations[platform];
  return {
    ...workOrderOperationType,
    options: workOrderOperationType.options.filter((o) => offered.includes(Number(o.value))),
  };
}

const commonFields = (platform: WorkOrderPlatform): Record<string, FieldDef> => ({
  id: { type: 'number', list: { width: 80, sortable: true } },
  workId: { type: 'text', list: true, filter: true },
  applySn: { type: 'text', list: true, filter: true },
  // Kept as text: order numbers are identifiers, not quantities (SPEC §3).
  orderSn: { type: 'text', list: true, filter: true },
  mediaPlatform: { type: 'enum', enum: onlyPlatform(platform), list: true },
  status: { type: 'enum', enum: workOrderStatus, list: true, filter: true },
  clientId: { type: 'reference', ref: 'client', filter: true, form: { required: true } },
  clientName: { type: 'text', list: true },
});

const required = { required: true };

// The list's currency is the first account's (the demo backend's hook copies it).
const applyFields = (platform: WorkOrderPlatform): Record<string, FieldDef> => ({
  subjectName: { type: 'text', list: true, filter: true, form: { required: true, maxLength: 200 } },
  area: { type: 'text', list: true, form: required },
  accountType: {
    type: 'enum',
    enum: workOrderAccountType,
    list: true,
    filter: true,
    form: required,
  },
  openType: { type: 'enum', enum: workOrderOpenType, list: true, filter: true, form: required },
  industry: { type: 'text', list: true, form: required },
  currency: { type: 'reference', ref: 'currency', list: true },
  openResult: { type: 'enum', enum: openingResult, list: true, filter: true },
  // The ad accounts a passed opening created (the demo backend creates them).
  accountIds: { type: 'tags', show: true },
  ...applyFormFields(platform),
});

const operateFields = (platform: WorkOrderPlatform): Record<string, FieldDef> => ({
  operationType: {
    type: 'enum',
    enum: platformOperationTypes(platform),
    list: true,
    filter: true,
    form: required,
  },
  accountId: { type: 'text', list: true, filter: true, form: { required: true, maxLength: 64 } },
  currency: { type: 'reference', ref: 'currency', list: true, form: amountCurrencyForm },
  amount: {
    type: 'money',
    currency: { field: 'currency' },
    list: { sortable: true },
    form: amountForm,
  },
  ...operateFormFields(platform),
});

const closingFields: Record<string, FieldDef> = {
  // The MPM the order is allocated to (audit allocation).
  operatorId: { type: 'reference', ref: 'mpmStaff', list: true, filter: true },
  // The reason of a rejection, a cancellation or a failed opening (SPEC §3, §5).
  reason: { type: 'text', show: true },
  createTime: { type: 'datetime', list: { sortable: true }, filter: true },
};

/**
 * The work orders of one platform and kind (/workOrder/<platform>Apply|Operate): one entity per
 * page, so each page lists its own platform's orders. Labels are shared: `fields.workOrder.*`.
 */
export function workOrderSchema(platform: WorkOrderPlatform, kind: WorkOrderKind): SchemaDef {
  const fields = {
    ...commonFields(platform),
    ...(kind === 'Apply' ? applyFields(platform) : operateFields(platform)),
    ...closingFields,
  };
  return defineSchema({
    entity: `workOrder${platform}${kind}`,
    id: 'id',
    title: 'applySn',
    fields: Object.fromEntries(
      Object.entries(fields).map(([name, field]) => [
        name,
        { ...field, label: `fields.workOrder.${name}` },
      ]),
    ),
  });
}
