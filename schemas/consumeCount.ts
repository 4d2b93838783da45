import { defineSchema } from '@/engine/define';
import type { FieldDef } from '@/engine/types';
import { mediaPlatform, payMode } from './enums';

/** Spend statistics per client and platform over a period; amounts converted to USD. */
const consumeCountFields = {
  id: { type: 'number', list: { width: 90 } },
  clientId: { type: 'reference', ref: 'client', filter: 'search', show: true },
  clientName: { type: 'text', list: true },
  platform: { type: 'enum', enum: mediaPlatform, list: true, filter: true },
  settlementMode: { type: 'enum', enum: payMode, list: true, filter: true },
  statDate: { type: 'date', list: { sortable: true }, filter: true },
  accountCount: { type: 'number', list: { sortable: true } },
  spendAccountCount: { type: 'number', list: { sortable: true } },
  spend: { type: 'money', currency: 'USD', list: { sortable: true } },
  serviceFee: { type: 'money', currency: 'USD', list: true },
} satisfies Record<string, FieldDef>;

/** V1: the direct clients of the organisation. */
export const consumeCountV1Schema = defineSchema({
  entity: 'consumeCountV1',
  id: 'id',
  fields: {
    ...consumeCountFields,
    orgId: { type: 'reference', ref: 'org' },
  },
});

/** V2: every client, with the reseller organisation it belongs to. */
export const consumeCountV2Schema = defineSchema({
  entity: 'consumeCountV2',
  id: 'id',
  fields: {
    ...consumeCountFields,
    orgId: { type: 'reference', ref: 'org', filter: true, show: true },
    orgName: { type: 'text', list: true },
  },
});
