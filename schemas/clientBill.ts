import { defineEnum, defineSchema } from '@/engine/define';
import type { ActionDef, DetailDef, DetailProgress, FieldDef } from '@/engine/types';
import { clientOfRecord } from './client';
import { orgOfRecord } from './org';
import { billProgress, rebateTransferType } from './enums';

/** Bill types (assumed codes): spend, service fee, account opening fee. */
export const billType = defineEnum('billType', [
  { value: 1, color: 'blue' },
  { value: 2, color: 'purple' },
  { value: 3, color: 'cyan' },
]);

/** How a correction changes the bill's effective consumption (assumed codes). */
export const correctionType = defineEnum('correctionType', [
  { value: 1, color: 'orange' },
  { value: 2, color: 'blue' },
]);

/** The bill progress of SPEC §4 (`billProgress` codes, assumed 0–5 in the spec's order). */
export const billState = {
  accountPeriod: 0,
  operationsConfirmed: 1,
  financeConfirmed: 2,
  paymentInitiated: 3,
  paymentConfirmed: 4,
  locked: 5,
} as const;

const B = billState;

const money = { type: 'money', currency: { field: 'currency' } } as const;

/** A bill of SPEC §3: title, type, status (bill progress of SPEC §4), month, amount, rebate type. */
export const billFields = {
  title: { type: 'text', list: true, filter: true },
  billType: { type: 'enum', enum: billType, list: true, filter: true },
  month: { type: 'month', list: { sortable: true }, filter: true },
  amount: { ...money, list: { sortable: true } },
  rebateAmount: { ...money, list: true },
  currency: { type: 'reference', ref: 'currency', filter: true, show: false },
  rebateType: { type: 'enum', enum: rebateTransferType, list: true, filter: true },
  status: { type: 'enum', enum: billProgress, list: true, filter: true },
  createTime: { type: 'datetime', list: { sortable: true } },
} satisfies Record<string, FieldDef>;

/**
 * A bill's lines, one per ad account: its spend, service fee and rebate, and what it adds to the
 * bill (spend + service fee − rebate; the lines add up to the bill's amount).
 */
export const billLinesField = {
  type: 'list',
  show: true,
  of: {
    adsAccountId: { type: 'text' },
    accountName: { type: 'text' },
    currency: { type: 'reference', ref: 'currency' },
    // One object each: the declaration gives every field its own label.
    spend: { ...money },
    serviceFee: { ...money },
    rebate: { ...money },
    amount: { ...money },
  },
} satisfies FieldDef;

/**
 * What a bill's steps and adjustments leave on it: the last deduction, the last correction of its
 * effective consumption (a reduction negative, an increase positive: SPEC §5).
 */
export const billAdjustmentFields = {
  deductAmount: { ...money, show: true },
  deductRemark: { type: 'text', show: true },
  correctionType: { type: 'enum', enum: correctionType, show: true },
  reduceAmount: { ...money, show: true },
  increaseAmount: { ...money, show: true },
} satisfies Record<string, FieldDef>;

/** The six stages of SPEC §4's bill progress, one state each, named as the states are. */
export const billProgressSteps: DetailProgress = {
  field: 'status',
  steps: [
    { title: 'enums.billProgress.0', states: [B.accountPeriod] },
    { title: 'enums.billProgress.1', states: [B.operationsConfirmed] },
    { title: 'enums.billProgress.2', states: [B.financeConfirmed] },
    { title: 'enums.billProgress.3', states: [B.paymentInitiated] },
    { title: 'enums.billProgress.4', states: [B.paymentConfirmed] },
    { title: 'enums.billProgress.5', states: [B.locked] },
  ],
};

/** Adjusted only until finance confirms the bill (SPEC §5: a confirmed bill cannot be deducted). */
const adjustable = { status: [B.accountPeriod, B.operationsConfirmed] };

/**
 * A bill's steps, each from the one before (docs/areas/payments-and-bills.md: who takes each), and
 * its adjustments before finance confirms it. Without `call`: each resource names its own.
 */
export const billLifecycle = {
  opConfirm: { when: { status: [B.accountPeriod] }, sets: { status: B.operationsConfirmed } },
  financeConfirm: {
    when: { status: [B.operationsConfirmed] },
    sets: { status: B.financeConfirmed },
    confirm: true,
  },
  initiatePayment: {
    when: { status: [B.financeConfirmed] },
    sets: { status: B.paymentInitiated },
    confirm: true,
  },
  confirmBillPayment: {
    when: { status: [B.paymentInitiated] },
    sets: { status: B.paymentConfirmed },
    confirm: true,
  },
  lockBill: { when: { status: [B.paymentConfirmed] }, sets: { status: B.locked }, confirm: true },
  deductBill: {
    when: adjustable,
    fields: {
      deductAmount: { ...money, form: { required: true, nonZero: true } },
      deductRemark: { type: 'text', form: true },
    },
  },
  correctBill: {
    when: adjustable,
    fields: {
      correctionType: { type: 'enum', enum: correctionType, form: { required: true } },
      // A reduction of effective consumption is written negative (SPEC §5), an increase positive.
      reduceAmount: {
        ...money,
        form: {
          sign: 'negative',
          nonZero: true,
          showWhen: { field: 'correctionType', values: [1] },
          requiredWhen: { field: 'correctionType', values: [1] },
        },
      },
      increaseAmount: {
        ...money,
        form: {
          nonZero: true,
          showWhen: { field: 'correctionType', values: [2] },
          requiredWhen: { field: 'correctionType', values: [2] },
        },
      },
    },
  },
} satisfies Record<string, Omit<ActionDef, 'call'>>;

/**
 * A bill's steps and adjustments at the paths mirroring its list (`POST <base>/<step>`, assumed):
 * a client's under `/client/bill`, a reseller's under `/org/bill`
 * (docs/areas/payments-and-bills.md).
 */
export const billActionsAt = (base: string) => ({
  opConfirm: { ...billLifecycle.opConfirm, call: `POST ${base}/opConfirm` },
  financeConfirm: { ...billLifecycle.financeConfirm, call: `POST ${base}/financeConfirm` },
  initiatePayment: { ...billLifecycle.initiatePayment, call: `POST ${base}/initiatePayment` },
  confirmBillPayment: { ...billLifecycle.confirmBillPayment, call: `POST ${base}/confirmPayment` },
  lockBill: { ...billLifecycle.lockBill, call: `POST ${base}/lock` },
  deductBill: { ...billLifecycle.deductBill, call: `POST ${base}/deduct` },
  correctBill: { ...billLifecycle.correctBill, call: `POST ${base}/correct` },
});

/** A bill's page: its stages, who it bills (`holder`: the holder's name fields), money, lines. */
export const billDetail = (holder: readonly string[]): DetailDef => ({
  sections: [
    {
      title: 'detail.clientBill.bill',
      fields: ['id', 'title', ...holder, 'billType', 'month', 'status', 'createTime'],
    },
    {
      title: 'detail.clientBill.money',
      fields: ['amount', 'rebateAmount', 'rebateType', 'deductAmount', 'deductRemark'],
    },
    {
      title: 'detail.clientBill.correction',
      fields: ['correctionType', 'reduceAmount', 'increaseAmount'],
    },
    { title: 'detail.clientBill.lines', fields: ['lines'] },
  ],
  progress: billProgressSteps,
});

/**
 * A monthly bill of a holder (`holderFields`: whose it is): the bill, the statement generation run
 * that made it (`<base>/billGroup`), its lines and its adjustments.
 */
const holderBillFields = <H extends Record<string, FieldDef>>(holderFields: H) => ({
  id: { type: 'number', list: { width: 90, sortable: true } } satisfies FieldDef,
  ...holderFields,
  ...billFields,
  billGroupId: { type: 'number', show: true, filter: true } satisfies FieldDef,
  lines: billLinesField,
  ...billAdjustmentFields,
});

/** A monthly bill of a client. */
export const clientBillSchema = defineSchema({
  entity: 'clientBill',
  id: 'id',
  title: 'title',
  fields: holderBillFields(clientOfRecord),
});

/** A monthly bill of a reseller: the same bill, its progress and lines as a client's. */
export const orgBillSchema = defineSchema({
  entity: 'orgBill',
  id: 'id',
  title: 'title',
  fields: holderBillFields(orgOfRecord),
});
