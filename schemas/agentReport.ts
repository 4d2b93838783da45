import { defineSchema } from '@/engine/define';
import { adsAccountStatus, mediaPlatform } from './enums';
import { spendInUsdFields } from './spendInUsd';

/** A media agent's own report: the daily spend of the accounts opened through it. */
export const agentReportSchema = defineSchema({
  entity: 'agentReport',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 90 } },
    statDate: { type: 'date', list: { sortable: true }, filter: true },
    mediaAgentId: { type: 'reference', ref: 'mediaAgent', show: true },
    mediaAgentName: { type: 'text', list: true },
    mediaAccountId: { type: 'text', list: true, filter: true },
    accountName: { type: 'text', list: true, filter: true },
    platform: { type: 'enum', enum: mediaPlatform, list: true, filter: true },
    accountStatus: { type: 'enum', enum: adsAccountStatus, list: true, filter: true },
    ...spendInUsdFields,
  },
});
