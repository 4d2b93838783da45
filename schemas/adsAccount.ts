import { defineSchema } from '@/engine/define';
import { adsAccountStatus, mediaPlatform } from './enums';

/** An ad account opened for a client on a media platform, through a media agent. */
export const adsAccountSchema = defineSchema({
  entity: 'adsAccount',
  id: 'accountId',
  fields: {
    accountId: { type: 'number', list: { width: 90, sortable: true } },
    mediaAccountId: { type: 'text', list: true, filter: true },
    accountName: { type: 'text', list: true, filter: true },
    platform: { type: 'enum', enum: mediaPlatform, list: true, filter: true },
    clientId: { type: 'reference', ref: 'client', filter: 'search', show: true },
    clientName: { type: 'text', list: true },
    orgId: { type: 'reference', ref: 'org', filter: true, show: true },
    orgName: { type: 'text', list: true },
    mediaAgentId: { type: 'reference', ref: 'mediaAgent', filter: true, show: true },
    mediaAgentName: { type: 'text', list: true },
    status: { type: 'enum', enum: adsAccountStatus, list: true, filter: true },
    currency: { type: 'text', list: true },
    balance: { type: 'money', currency: { field: 'currency' }, list: { sortable: true } },
    totalSpend: { type: 'money', currency: { field: 'currency' }, list: { sortable: true } },
    openTime: { type: 'datetime', list: { sortable: true }, filter: true },
  },
});
