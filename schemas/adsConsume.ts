import { defineSchema } from '@/engine/define';
import { mediaPlatform } from './enums';
import { spendInUsdFields } from './spendInUsd';

/**
 * A day's spend of one ad account. The same records serve the consume list, a client's consume,
 * an account's consume and a media agent's account consume (filtered by the route's id).
 */
export const adsConsumeSchema = defineSchema({
  entity: 'adsConsume',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 90 } },
    consumeDate: { type: 'date', list: { sortable: true }, filter: true },
    accountId: { type: 'number', show: true },
    mediaAccountId: { type: 'text', list: true, filter: true },
    accountName: { type: 'text', list: true },
    platform: { type: 'enum', enum: mediaPlatform, list: true, filter: true },
    clientId: { type: 'reference', ref: 'client', filter: 'search', show: true },
    clientName: { type: 'text', list: true },
    orgId: { type: 'reference', ref: 'org', filter: true, show: true },
    orgName: { type: 'text', list: true },
    mediaAgentId: { type: 'reference', ref: 'mediaAgent', filter: true, show: true },
    mediaAgentName: { type: 'text', list: true },
    ...spendInUsdFields,
  },
});
