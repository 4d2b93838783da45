import { defineSchema } from '@/engine/define';
import { mediaPlatform } from './enums';

/** An ad account moved from one client to another. */
export const changeByClientSchema = defineSchema({
  entity: 'accountChangeByClient',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 90 } },
    mediaAccountId: { type: 'text', list: true, filter: true },
    accountName: { type: 'text', list: true },
    platform: { type: 'enum', enum: mediaPlatform, list: true, filter: true },
    fromClientName: { type: 'text', list: true, filter: true },
    // The client the account now belongs to.
    clientId: { type: 'reference', ref: 'client', filter: 'search', show: true },
    clientName: { type: 'text', list: true },
    orgId: { type: 'reference', ref: 'org', show: true },
    currency: { type: 'text', list: true },
    transferBalance: { type: 'money', currency: { field: 'currency' }, list: true },
    operatorName: { type: 'text', list: true },
    remark: { type: 'text', list: true },
    changeTime: { type: 'datetime', list: { sortable: true }, filter: true },
  },
});

/** An ad account moved from one media agent to another. */
export const changeByMediaAgentSchema = defineSchema({
  entity: 'accountChangeByMediaAgent',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 90 } },
    mediaAccountId: { type: 'text', list: true, filter: true },
    accountName: { type: 'text', list: true },
    platform: { type: 'enum', enum: mediaPlatform, list: true, filter: true },
    clientId: { type: 'reference', ref: 'client', filter: 'search', show: true },
    clientName: { type: 'text', list: true },
    orgId: { type: 'reference', ref: 'org', show: true },
    fromMediaAgentName: { type: 'text', list: true, filter: true },
    // The media agent the account now belongs to.
    mediaAgentId: { type: 'reference', ref: 'mediaAgent', filter: true, show: true },
    mediaAgentName: { type: 'text', list: true },
    operatorName: { type: 'text', list: true },
    remark: { type: 'text', list: true },
    changeTime: { type: 'datetime', list: { sortable: true }, filter: true },
  },
});
