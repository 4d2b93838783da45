import { defineResource } from '@/engine/define';
import { adsDataReportSchema } from '../schemas/adsDataReport';
import { agentReportSchema } from '../schemas/agentReport';

export const dataReport = defineResource({
  name: 'dataReport',
  route: '/adsReport/dataReport',
  subject: 'AdsReport',
  schema: adsDataReportSchema,
  totals: { fields: ['spend'] },
  menu: { group: 'adsReport', order: 10 },
  endpoints: { list: 'GET /adsReport/dataReport' },
  assumed: ['list'],
  exportable: true,
});

/** The media agents' own report (SPEC §6: mediaAgent only; those users work in English). */
export const agentReport = defineResource({
  name: 'agentReport',
  route: '/adsReport/agentReport',
  subject: 'AgentReport',
  schema: agentReportSchema,
  totals: { fields: ['spend'] },
  menu: { group: 'adsReport', order: 20 },
  endpoints: { list: 'GET /adsReport/agentReport' },
  assumed: ['list'],
  exportable: true,
});
