import { defineResource } from '@/engine/define';
import { adsAccountSchema } from '../schemas/adsAccount';
import { adsConsumeSchema } from '../schemas/adsConsume';
import { blockAccountSchema } from '../schemas/blockAccount';

// Part of the reseller management area (resources/org.ts): every route is marked org 1.

/** The resellers' ad accounts: the ad account records, by reseller. */
export const orgAdsAccount = defineResource({
  name: 'orgAdsAccount',
  route: '/org/adsAccount',
  subject: 'Org',
  schema: adsAccountSchema,
  totals: { fields: ['balance', 'totalSpend'] },
  menu: { group: 'org', org: 1, order: 100 },
  endpoints: { list: 'GET /org/adsAccount' },
  assumed: ['list'],
  exportable: true,
});

export const orgAdsAccountOfOrg = defineResource({
  name: 'orgAdsAccountOfOrg',
  route: '/org/adsAccount/:orgId',
  subject: 'Org',
  schema: adsAccountSchema,
  totals: { fields: ['balance', 'totalSpend'] },
  menu: { hidden: true, group: 'org', org: 1 },
  endpoints: { list: 'GET /org/adsAccount' },
  assumed: ['list'],
  paramFilters: { orgId: 'orgId' },
  exportable: true,
  parent: 'orgAdsAccount',
});

/** The resellers' spend: the daily ad account spend records, by reseller. */
export const orgConsume = defineResource({
  name: 'orgConsume',
  route: '/org/consume',
  subject: 'Org',
  schema: adsConsumeSchema,
  totals: { fields: ['spend'] },
  menu: { group: 'org', org: 1, order: 110 },
  endpoints: { list: 'GET /org/consume' },
  assumed: ['list'],
  exportable: true,
});

export const orgConsumeOfOrg = defineResource({
  name: 'orgConsumeOfOrg',
  route: '/org/consume/:orgId',
  subject: 'Org',
  schema: adsConsumeSchema,
  totals: { fields: ['spend'] },
  menu: { hidden: true, group: 'org', org: 1 },
  endpoints: { list: 'GET /org/consume' },
  assumed: ['list'],
  paramFilters: { orgId: 'orgId' },
  exportable: true,
  parent: 'orgConsume',
});

/** The violation (blocked) accounts of one reseller. */
export const orgBlockList = defineResource({
  name: 'orgBlockList',
  route: '/org/blockList/:orgId',
  subject: 'Org',
  schema: blockAccountSchema,
  totals: { fields: ['balance'] },
  menu: { hidden: true, group: 'org', org: 1 },
  endpoints: { list: 'GET /org/blockList' },
  assumed: ['list'],
  paramFilters: { orgId: 'orgId' },
  exportable: true,
  parent: 'org',
});
