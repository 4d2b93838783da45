import { defineSchema } from '@/engine/define';
import type { FieldDef } from '@/engine/types';
import { walletsField } from './client';
import { applicationStatus, payMode } from './enums';
import { orgVipFields } from './orgVip';

const inSettlementCurrency = { field: 'settlementCurrency' } as const;

const orgFields = {
  orgId: { type: 'number', list: { width: 90, sortable: true } },
  orgSN: { type: 'text', list: true, filter: true },
  orgName: { type: 'text', list: true, filter: true, form: { required: true } },
  status: { type: 'enum', enum: applicationStatus, list: true, filter: true },
  payMode: { type: 'enum', enum: payMode, list: true, filter: true, form: { required: true } },
  settlementCurrency: {
    type: 'reference',
    ref: 'currency',
    list: true,
    filter: true,
    form: { required: true, readOnlyOnEdit: true },
  },
  walletBalance: { type: 'money', currency: inSettlementCurrency, show: true },
  reserveFund: { type: 'money', currency: inSettlementCurrency, show: true },
  temporaryCredit: { type: 'money', currency: inSettlementCurrency, show: true },
  unsettledSpend: { type: 'money', currency: inSettlementCurrency, show: true },
  creditScore: { type: 'number', list: { sortable: true } },
} satisfies Record<string, FieldDef>;

/** A reseller organisation (agent) of SPEC §3, with the application states of SPEC §4. */
export const orgSchema = defineSchema({
  entity: 'org',
  id: 'orgId',
  title: 'orgName',
  fields: {
    orgId: orgFields.orgId,
    orgSN: orgFields.orgSN,
    orgName: orgFields.orgName,
    code: { type: 'text', list: true, filter: true, form: true },
    status: orgFields.status,
    contractingEntityName: { type: 'text', show: true, form: true },
    contactName: { type: 'text', list: true, form: { required: true } },
    email: { type: 'email', list: true, form: { required: true } },
    phone: { type: 'mobile', show: true, form: true },
    bdId: { type: 'reference', ref: 'staff', filter: true, form: { required: true }, show: false },
    bdName: { type: 'text', list: true },
    payMode: orgFields.payMode,
    settlementCurrency: orgFields.settlementCurrency,
    walletBalance: orgFields.walletBalance,
    wallets: walletsField,
    reserveFund: orgFields.reserveFund,
    temporaryCredit: { ...orgFields.temporaryCredit, form: true },
    unsettledSpend: orgFields.unsettledSpend,
    creditScore: orgFields.creditScore,
    ...orgVipFields,
    clientCount: { type: 'number', list: { sortable: true } },
    adAccountCount: { type: 'number', show: true },
    // A host name is up to 253 characters.
    adminDomain: { type: 'text', show: true, form: { maxLength: 253 } },
    clientDomain: { type: 'text', show: true, form: { maxLength: 253 } },
    cooperationStartTime: { type: 'date', list: { sortable: true }, filter: true, form: true },
    // The reseller's papers (licence, contract): as a client's documents (SPEC §5).
    documents: {
      type: 'file',
      show: true,
      form: { accept: 'document', multiple: true, maxCount: 5 },
    },
    createTime: { type: 'datetime', list: { sortable: true } },
  },
});

/** The money side of the resellers (the reseller accounts page). */
export const orgAccountSchema = defineSchema({
  entity: 'org',
  id: 'orgId',
  fields: {
    orgId: orgFields.orgId,
    orgSN: orgFields.orgSN,
    orgName: orgFields.orgName,
    status: orgFields.status,
    payMode: orgFields.payMode,
    settlementCurrency: orgFields.settlementCurrency,
    walletBalance: { ...orgFields.walletBalance, list: { sortable: true } },
    reserveFund: { ...orgFields.reserveFund, list: { sortable: true } },
    temporaryCredit: { ...orgFields.temporaryCredit, list: { sortable: true } },
    unsettledSpend: { ...orgFields.unsettledSpend, list: { sortable: true } },
    creditScore: orgFields.creditScore,
  },
});

/** The reseller a money record belongs to. */
export const orgOfRecord = {
  orgId: { type: 'reference', ref: 'org', filter: true, show: false },
  orgName: { type: 'text', list: true },
} satisfies Record<string, FieldDef>;
