import { defineSchema } from '@/engine/define';
import type { FieldDef } from '@/engine/types';
import { clientSource, clientType, registrationSource } from './clientEnums';
import { applicationStatus, payMode, region } from './enums';

export { clientType, registrationSource, clientSource } from './clientEnums';

/** Amounts of a client are in its settlement currency. */
const inSettlementCurrency = { field: 'settlementCurrency' } as const;

/** SPEC §3: the wallets a client or reseller starts with, each with a credit of 0. */
export const DEFAULT_WALLET_CURRENCIES = ['USD', 'ARS', 'NGN'] as const;

/** One wallet per currency (SPEC §3), with its balance and the credit granted in it. */
export const walletsField = {
  type: 'list',
  show: true,
  of: {
    currency: { type: 'reference', ref: 'currency' },
    balance: { type: 'money', currency: { field: 'currency' } },
    credit: { type: 'money', currency: { field: 'currency' } },
  },
} satisfies FieldDef;

/**
 * The client fields shared by every view of the entity (list, accounts, a reseller's clients).
 * Staff and partner references carry their names beside them (bdId → bdName).
 */
const clientFields = {
  clientId: { type: 'number', list: { width: 90, sortable: true } },
  clientSN: { type: 'text', list: true, filter: true },
  // Filtered by a name the backend suggests as it is typed (GET /client/getAllClientName).
  clientName: {
    type: 'text',
    ref: 'clientName',
    list: true,
    filter: 'search',
    form: { required: true },
  },
  orgId: { type: 'reference', ref: 'org', filter: true, show: false },
  orgName: { type: 'text', list: true },
  status: { type: 'enum', enum: applicationStatus, list: true, filter: true },
  payMode: { type: 'enum', enum: payMode, list: true, filter: true, form: { required: true } },
  settlementCurrency: {
    type: 'reference',
    ref: 'currency',
    list: true,
    filter: true,
    form: { required: true, readOnlyOnEdit: true },
  },
  walletBalance: { type: 'money', currency: inSettlementCurrency, list: { sortable: true } },
  reserveFund: { type: 'money', currency: inSettlementCurrency, show: true },
  temporaryCredit: { type: 'money', currency: inSettlementCurrency, show: true },
  unsettledSpend: { type: 'money', currency: inSettlementCurrency, show: true },
  creditScore: { type: 'number', list: { sortable: true } },
  adAccountCount: { type: 'number', list: { sortable: true } },
  createTime: { type: 'datetime', list: { sortable: true } },
} satisfies Record<string, FieldDef>;

/** A client (advertiser) of SPEC §3, with its application state of SPEC §4. */
export const clientSchema = defineSchema({
  entity: 'client',
  id: 'clientId',
  title: 'clientName',
  fields: {
    clientId: clientFields.clientId,
    clientSN: clientFields.clientSN,
    clientName: clientFields.clientName,
    code: { type: 'text', list: true, filter: true, form: true },
    status: clientFields.status,
    clientType: {
      type: 'reference',
      ref: clientType,
      list: true,
      filter: true,
      form: { required: true },
    },
    contractingEntityName: { type: 'text', show: true, form: true },
    orgId: clientFields.orgId,
    orgName: clientFields.orgName,
    bdId: {
      type: 'reference',
      ref: 'bdStaff',
      filter: true,
      form: { required: true },
      show: false,
    },
    bdName: { type: 'text', list: true },
    opId: { type: 'reference', ref: 'opStaff', filter: true, form: true, show: false },
    opName: { type: 'text', list: true },
    cmId: { type: 'reference', ref: 'staff', form: true, show: false },
    cmName: { type: 'text', show: true },
    marketId: { type: 'reference', ref: 'staff', form: true, show: false },
    marketName: { type: 'text', show: true },
    saleAgentId: { type: 'reference', ref: 'saleAgent', filter: true, form: true, show: false },
    saleAgentName: { type: 'text', list: true },
    payMode: clientFields.payMode,
    settlementCurrency: clientFields.settlementCurrency,
    walletBalance: clientFields.walletBalance,
    wallets: walletsField,
    reserveFund: clientFields.reserveFund,
    temporaryCredit: { ...clientFields.temporaryCredit, form: true },
    unsettledSpend: clientFields.unsettledSpend,
    fixedExchangeRate: { type: 'decimal', show: true, form: true },
    creditScore: clientFields.creditScore,
    adAccountCount: clientFields.adAccountCount,
    emptyAccountRate: { type: 'percent', show: true },
    blockRate: { type: 'percent', show: true },
    region: { type: 'enum', enum: region, list: true, filter: true, form: { required: true } },
    registrationSource: { type: 'enum', enum: registrationSource, show: true },
    clientSource: { type: 'enum', enum: clientSource, show: true, filter: true, form: true },
    tag: { type: 'tags', list: true, filter: true },
    // A client staff keep a closer eye on (set by the "update emphasis" action).
    emphasis: { type: 'boolean', list: { width: 100 }, filter: true },
    email: { type: 'email', show: true, form: { required: true } },
    phone: { type: 'mobile', show: true, form: true },
    cooperationStartTime: { type: 'date', list: { sortable: true }, filter: true, form: true },
    // The client's papers (licence, contract…): SPEC §5's client documents.
    documents: {
      type: 'file',
      show: true,
      form: { accept: 'document', multiple: true, maxCount: 5 },
    },
    createTime: clientFields.createTime,
  },
});

/** The money side of the clients (the client accounts page): balances, reserve, credit. */
export const clientAccountSchema = defineSchema({
  entity: 'client',
  id: 'clientId',
  fields: {
    clientId: clientFields.clientId,
    clientSN: clientFields.clientSN,
    clientName: clientFields.clientName,
    orgId: clientFields.orgId,
    orgName: clientFields.orgName,
    status: clientFields.status,
    payMode: clientFields.payMode,
    settlementCurrency: clientFields.settlementCurrency,
    walletBalance: clientFields.walletBalance,
    reserveFund: { ...clientFields.reserveFund, list: { sortable: true } },
    temporaryCredit: { ...clientFields.temporaryCredit, list: { sortable: true } },
    unsettledSpend: { ...clientFields.unsettledSpend, list: { sortable: true } },
    creditScore: clientFields.creditScore,
  },
});

/** The clients of the resellers, as the reseller management area lists them. */
export const orgClientSchema = defineSchema({
  entity: 'client',
  id: 'clientId',
  fields: {
    clientId: clientFields.clientId,
    clientSN: clientFields.clientSN,
    clientName: clientFields.clientName,
    orgId: clientFields.orgId,
    orgName: clientFields.orgName,
    status: clientFields.status,
    payMode: clientFields.payMode,
    settlementCurrency: clientFields.settlementCurrency,
    walletBalance: clientFields.walletBalance,
    unsettledSpend: { ...clientFields.unsettledSpend, list: true },
    adAccountCount: clientFields.adAccountCount,
    createTime: clientFields.createTime,
  },
});

/**
 * The client a money record belongs to. The org comes with it: it decides which organisation's
 * staff see the record.
 */
export const clientOfRecord = {
  clientId: { type: 'reference', ref: 'client', filter: true, show: false },
  clientName: { type: 'text', list: true },
  orgId: { type: 'reference', ref: 'org', filter: true, show: false },
  orgName: { type: 'text', list: true },
} satisfies Record<string, FieldDef>;

// The application states and lifecycle clients share with resellers.
export {
  applicationState,
  applicationLifecycle,
  activeApplication,
  editableApplication,
  removableApplication,
  applicationChangeReview,
} from './application';
