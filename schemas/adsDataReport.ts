import { defineSchema } from '@/engine/define';
import { mediaPlatform } from './enums';

/** Daily delivery data of a client's ad accounts: volume, cost and the ratios derived from them. */
export const adsDataReportSchema = defineSchema({
  entity: 'adsDataReport',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 90 } },
    statDate: { type: 'date', list: { sortable: true }, filter: true },
    clientId: { type: 'reference', ref: 'client', filter: 'search', show: true },
    clientName: { type: 'text', list: true },
    orgId: { type: 'reference', ref: 'org', show: true },
    platform: { type: 'enum', enum: mediaPlatform, list: true, filter: true },
    mediaAccountId: { type: 'text', list: true, filter: true },
    impressions: { type: 'number', list: { sortable: true } },
    clicks: { type: 'number', list: { sortable: true } },
    ctr: {
      type: 'percent',
      list: true,
      computed: { formula: 'clicks / impressions * 100', round: 2 },
    },
    conversions: { type: 'number', list: { sortable: true } },
    cpc: {
      type: 'money',
      currency: 'USD',
      list: true,
      computed: { formula: 'spend / clicks', round: 'currency' },
    },
    spend: { type: 'money', currency: 'USD', list: { sortable: true } },
  },
});
