import { defineSchema } from '@/engine/define';
import { mediaPlatform } from './enums';

/** Money paid out to a media agent for a client's accounts (top-ups advanced on its behalf). */
export const mediaAgentOutlaySchema = defineSchema({
  entity: 'mediaAgentOutlay',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 90, sortable: true } },
    mediaAgentId: { type: 'reference', ref: 'mediaAgent', show: true },
    mediaAgentName: { type: 'text', list: true },
    clientId: { type: 'reference', ref: 'client', filter: 'search', show: true },
    clientName: { type: 'text', list: true },
    mediaAccountId: { type: 'text', list: true, filter: true },
    platform: { type: 'enum', enum: mediaPlatform, list: true, filter: true },
    currency: { type: 'text', list: true },
    amount: { type: 'money', currency: { field: 'currency' }, list: { sortable: true } },
    remark: { type: 'text', list: true },
    outlayTime: { type: 'datetime', list: { sortable: true }, filter: true },
  },
});
