import { defineEnum, defineResource, defineSchema } from '@/engine/define';
import type { Row } from '@demo-backend/db';
import { collection } from '@demo-backend/engine/collections';
import { getStore } from '@demo-backend/store';

/** A throwaway declaration covering what the generator reads: every kind of field and action. */
export const billStatus = defineEnum('testBillStatus', [
  { value: 0, color: 'processing' },
  { value: 1, color: 'success' },
  { value: 2, color: 'error' },
  { value: 3, color: 'default' },
]);

export const billSchema = defineSchema({
  entity: 'testBill',
  id: 'billId',
  fields: {
    billId: { type: 'number', list: true },
    billSN: { type: 'text', list: true, filter: true },
    title: { type: 'text', list: true, filter: true, form: { required: true } },
    status: { type: 'enum', enum: billStatus, list: true, filter: true },
    clientId: { type: 'reference', ref: 'client', filter: 'search', form: { required: true } },
    clientName: { type: 'text', list: true },
    orgId: { type: 'reference', ref: 'org', filter: true },
    orgName: { type: 'text', list: true },
    amount: {
      type: 'money',
      currency: { field: 'currency' },
      list: true,
      form: { required: true, nonZero: true },
    },
    currency: { type: 'text', list: true },
    correctionAmount: { type: 'money', list: true },
    rebateRate: { type: 'percent', list: true },
    email: { type: 'email', form: true },
    mobile: { type: 'mobile', form: true },
    billDate: { type: 'date', list: true, filter: true },
    month: { type: 'month', list: true, filter: true },
    settled: { type: 'boolean', list: true, filter: true },
    openingFee: { type: 'money', form: { readOnlyOnEdit: true, initial: 0 } },
    refuseReason: { type: 'textarea', show: true },
    createTime: { type: 'datetime', list: { sortable: true } },
  },
});

export const billResource = defineResource({
  name: 'testBill',
  route: '/test/bill',
  subject: 'Dashboard',
  schema: billSchema,
  endpoints: {
    list: 'GET /testBill/list',
    one: 'GET /testBill/detail?billId',
    create: 'POST /testBill/add',
    update: 'POST /testBill/edit',
    remove: 'GET /testBill/remove?billId',
  },
  actions: {
    confirm: { call: 'GET /testBill/confirm?billId', when: { status: [0] }, sets: { status: 1 } },
    refuse: {
      call: 'POST /testBill/refuse',
      when: { status: [0] },
      reason: 'refuseReason',
      sets: { status: 2 },
    },
    cancel: {
      call: 'POST /testBill/cancel',
      when: { status: [0, 1] },
      reason: true,
      sets: { status: 3 },
    },
  },
});

/** A second page over the same bills: its list repeats one endpoint and adds a POST one. */
export const clientBillsResource = defineResource({
  name: 'testClientBills',
  route: '/test/client/:clientId/bills',
  subject: 'Dashboard',
  schema: billSchema,
  paramFilters: { clientId: 'clientId' },
  endpoints: { list: 'POST /testBill/search', one: 'GET /testBill/detail?billId' },
});

export const noticeSchema = defineSchema({
  entity: 'testNotice',
  id: 'id',
  fields: {
    id: { type: 'number', list: true },
    title: { type: 'text', list: true, filter: true },
  },
});

/** An admin-service resource: answers with the admin success code. */
export const noticeResource = defineResource({
  name: 'testNotice',
  subject: 'Dashboard',
  service: 'admin',
  schema: noticeSchema,
  endpoints: { list: 'GET /testNotice/list' },
});

export const fixtureResources = [billResource, clientBillsResource, noticeResource];

export interface BillRow extends Row {
  billId: number;
  title: string;
  status: number;
  clientId: number;
  clientName: string;
  orgId: number;
  amount: number;
  currency: string;
  correctionAmount: number;
  billDate: number;
  createTime: number;
}

/** The bills as the store holds them now. */
export const storedBills = () => collection(getStore(), 'testBill') as BillRow[];
