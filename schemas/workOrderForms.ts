import { defineEnum } from '@/engine/define';
import type { FieldCondition, FieldDef, FormOptions } from '@/engine/types';
import type { WorkOrderPlatform } from './workOrder';

/**
 * The time zones an ad account may report in (IANA names; a platform fixes an account's zone
 * when it is opened). The common ones of the platform's clients, UTC first.
 */
export const accountTimeZone = defineEnum('accountTimeZone', [
  { value: 'UTC' },
  { value: 'Asia/Shanghai' },
  { value: 'Asia/Hong_Kong' },
  { value: 'Asia/Singapore' },
  { value: 'Asia/Tokyo' },
  { value: 'Asia/Seoul' },
  { value: 'Asia/Bangkok' },
  { value: 'Asia/Jakarta' },
  { value: 'Asia/Kolkata' },
  { value: 'Asia/Dubai' },
  { value: 'Europe/London' },
  { value: 'Europe/Berlin' },
  { value: 'Europe/Moscow' },
  { value: 'Africa/Lagos' },
  { value: 'America/New_York' },
  { value: 'America/Chicago' },
  { value: 'America/Los_Angeles' },
  { value: 'America/Mexico_City' },
  { value: 'America/Sao_Paulo' },
  { value: 'America/Argentina/Buenos_Aires' },
  { value: 'Australia/Sydney' },
]);

/** Ids of a business manager or business center: digits only. */
const digitsId: FormOptions = {
  required: true,
  maxLength: 20,
  pattern: { regex: /^\d{6,20}$/, message: 'bounds.digitsId' },
};

/** A website or app page promoted: a domain, with or without its scheme and path. */
const promotedDomain: FieldDef = {
  type: 'text',
  show: true,
  form: {
    required: true,
    maxLength: 200,
    pattern: {
      regex: /^(https?:\/\/)?[\w-]+(\.[\w-]+)+(:\d+)?(\/\S*)?$/i,
      message: 'bounds.domain',
    },
  },
};

/** A Google Ads manager account (MCC) id: 10 digits, written 123-456-7890. */
const mccId: FormOptions = {
  required: true,
  maxLength: 12,
  pattern: { regex: /^\d{3}-?\d{3}-?\d{4}$/, message: 'bounds.mccId' },
};

const documents = (form: FormOptions): FieldDef => ({
  type: 'file',
  show: true,
  form: { accept: 'document', multiple: true, maxCount: 10, ...form },
});

/** The ad accounts an opening asks for: several per application, each named, zoned, priced. */
const accounts: FieldDef = {
  type: 'list',
  show: true,
  form: { minRows: 1, maxRows: 20, unique: ['accountName'] },
  of: {
    accountName: { type: 'text', form: { required: true, maxLength: 100 } },
    timeZone: { type: 'enum', enum: accountTimeZone, form: { required: true } },
    currency: { type: 'reference', ref: 'currency', form: { required: true } },
  },
};

/**
 * What each platform's own account-opening form asks for, besides the accounts: the account that
 * will manage them (Google's MCC, Facebook's business manager, TikTok's business center), the
 * pages and domain promoted, the login that gets access, an industry qualification.
 */
const platformApplyFields: Record<WorkOrderPlatform, Record<string, FieldDef>> = {
  Google: {
    mccId: { type: 'text', show: true, form: mccId },
    promotedDomain,
    accessEmail: { type: 'email', show: true, form: { required: true } },
  },
  Facebook: {
    bmId: { type: 'text', show: true, form: digitsId },
    pageIds: { type: 'tags', show: true, form: { required: true, maxLength: 30 } },
    promotedDomain,
    appId: { type: 'text', show: true, form: { maxLength: 50 } },
  },
  TikTok: {
    bcId: { type: 'text', show: true, form: digitsId },
    promotedDomain,
    industryQualification: documents({ required: true, maxCount: 5 }),
  },
  Kwai: {
    promotedDomain,
    appId: { type: 'text', show: true, form: { maxLength: 50 } },
    accessEmail: { type: 'email', show: true, form: { required: true } },
  },
  Bigo: {
    promotedDomain,
    appId: { type: 'text', show: true, form: { maxLength: 50 } },
  },
};

/** The fields of an opening's form that are not list columns: accounts, platform's, documents. */
export function applyFormFields(platform: WorkOrderPlatform): Record<string, FieldDef> {
  return {
    accounts,
    ...platformApplyFields[platform],
    // The business licence and whatever else the platform's review asks for.
    documents: documents({ required: true }),
  };
}

/** The opening form's steps (the review step follows by itself). */
export function applyFormSteps(platform: WorkOrderPlatform) {
  return [
    {
      title: 'formSteps.workOrder.customer',
      fields: ['clientId', 'subjectName', 'openType', 'accountType', 'industry', 'area'],
    },
    { title: 'formSteps.workOrder.accounts', fields: ['accounts'] },
    {
      title: 'formSteps.workOrder.platform',
      fields: Object.keys(platformApplyFields[platform]),
    },
    { title: 'formSteps.workOrder.documents', fields: ['documents'] },
  ];
}

/** Operation types (workOrderOperationType) by code. */
export const operation = {
  topUp: 1,
  deduct: 2,
  zeroOut: 3,
  rename: 4,
  grantAccess: 5,
  revokeAccess: 6,
  close: 7,
  appeal: 8,
  bindPages: 9,
} as const;

/** The operation types each platform offers: binding pages is Facebook's. */
export const platformOperations: Record<WorkOrderPlatform, readonly number[]> = {
  Google: [1, 2, 3, 4, 5, 6, 7, 8],
  Facebook: [1, 2, 3, 4, 5, 6, 7, 8, 9],
  TikTok: [1, 2, 3, 4, 5, 6, 7, 8],
  Kwai: [1, 2, 3, 4, 5, 6, 7, 8],
  Bigo: [1, 2, 3, 4, 5, 6, 7, 8],
};

const when = (...types: number[]): FieldCondition => ({ field: 'operationType', values: types });
const onlyFor = (...types: number[]): FormOptions => ({
  showWhen: when(...types),
  requiredWhen: when(...types),
});
const { topUp, deduct, zeroOut, rename, grantAccess, revokeAccess, close, appeal } = operation;
const access = onlyFor(grantAccess, revokeAccess);

/** Who is given or loses access: the managing account of the platform, or a login. */
const accessTarget: Record<WorkOrderPlatform, Record<string, FieldDef>> = {
  Google: { mccId: { type: 'text', show: true, form: { ...mccId, required: false, ...access } } },
  Facebook: {
    bmId: { type: 'text', show: true, form: { ...digitsId, required: false, ...access } },
  },
  TikTok: { bcId: { type: 'text', show: true, form: { ...digitsId, required: false, ...access } } },
  Kwai: { accessEmail: { type: 'email', show: true, form: access } },
  Bigo: { accessEmail: { type: 'email', show: true, form: access } },
};

/**
 * The fields of an operation's form beyond its account and type, each shown (and required) for the
 * types it belongs to: an amount in a currency to top up or deduct, a new name, the account given
 * or losing access, the pages to bind, the reason to zero out, close or appeal, and an appeal's
 * evidence. `currency` and `amount` are list columns; the others are form and details only.
 */
export function operateFormFields(platform: WorkOrderPlatform): Record<string, FieldDef> {
  const required = when(close, appeal);
  return {
    newAccountName: { type: 'text', show: true, form: { maxLength: 100, ...onlyFor(rename) } },
    ...accessTarget[platform],
    ...(platform === 'Facebook'
      ? {
          pageIds: {
            type: 'tags',
            show: true,
            form: { maxLength: 30, ...onlyFor(operation.bindPages) },
          },
        }
      : {}),
    requestReason: {
      type: 'textarea',
      show: true,
      form: { maxLength: 500, showWhen: when(zeroOut, close, appeal), requiredWhen: required },
    },
    documents: documents({ maxCount: 5, showWhen: when(appeal) }),
  };
}

/** The form options of the amount and its currency: top-ups and deductions only. */
export const amountForm: FormOptions = { nonZero: true, showWhen: when(topUp, deduct) };
export const amountCurrencyForm: FormOptions = onlyFor(topUp, deduct);
