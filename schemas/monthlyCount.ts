import { defineSchema } from '@/engine/define';
import type { FieldDef } from '@/engine/types';
import { mediaPlatform, payMode } from './enums';
import { currencyCodeInput } from './currency';
import { spendInUsdFields } from './spendInUsd';

/** Monthly spend per client and platform, in the settlement currency and in USD. */
const monthlyCountFields = {
  id: { type: 'number', list: { width: 90 } },
  month: { type: 'month', list: { sortable: true }, filter: true },
  clientId: { type: 'reference', ref: 'client', filter: 'search', show: true },
  clientName: { type: 'text', list: true },
  platform: { type: 'enum', enum: mediaPlatform, list: true, filter: true },
  settlementMode: { type: 'enum', enum: payMode, list: true, filter: true },
  accountCount: { type: 'number', list: true },
  ...spendInUsdFields,
  serviceFee: { type: 'money', currency: { field: 'currency' }, list: true },
  rebate: { type: 'money', currency: { field: 'currency' }, list: true },
} satisfies Record<string, FieldDef>;

/** V1: the direct clients of the organisation. */
export const monthlyCountV1Schema = defineSchema({
  entity: 'monthlyCountV1',
  id: 'id',
  fields: {
    ...monthlyCountFields,
    orgId: { type: 'reference', ref: 'org' },
  },
});

/** V2: every client, with the reseller organisation it belongs to. */
export const monthlyCountV2Schema = defineSchema({
  entity: 'monthlyCountV2',
  id: 'id',
  fields: {
    ...monthlyCountFields,
    orgId: { type: 'reference', ref: 'org', filter: true, show: true },
    orgName: { type: 'text', list: true },
  },
});

/**
 * The columns of the monthly spend sheet finance uploads (SPEC §5): clients by their number, one
 * row per client, month and platform.
 */
export const monthlySpendColumns = {
  month: { type: 'month', form: { required: true } },
  clientSN: { type: 'text', form: { required: true } },
  platform: { type: 'enum', enum: mediaPlatform, form: { required: true } },
  accountCount: { type: 'number', form: true },
  currency: { type: 'text', form: { required: true, ...currencyCodeInput } },
  spend: { type: 'money', currency: { field: 'currency' }, form: { required: true } },
  spendUsd: { type: 'money', currency: 'USD', form: { required: true } },
  serviceFee: { type: 'money', currency: { field: 'currency' }, form: true },
  rebate: { type: 'money', currency: { field: 'currency' }, form: true },
} satisfies Record<string, FieldDef>;
