import { defineEnum, defineSchema } from '@/engine/define';
import { overspendFields } from './accountEstimateOver';
import { mediaPlatform } from './enums';

/**
 * Why a balance is abnormal (assumed codes): 1 negative, 2 platform and system balances differ,
 * 3 estimated overspend (SPEC §9: system consumption minus theoretical recharge above 0.01).
 */
export const balanceWarnType = defineEnum('balanceWarnType', [
  { value: 1, color: 'error' },
  { value: 2, color: 'warning' },
  { value: 3, color: 'orange' },
]);

/** An ad account whose platform balance disagrees with the system's records. */
export const balanceWarnSchema = defineSchema({
  entity: 'balanceWarn',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 90 } },
    mediaAccountId: { type: 'text', list: true, filter: true },
    accountName: { type: 'text', list: true },
    platform: { type: 'enum', enum: mediaPlatform, list: true, filter: true },
    clientId: { type: 'reference', ref: 'client', filter: 'search', show: true },
    clientName: { type: 'text', list: true },
    orgId: { type: 'reference', ref: 'org', show: true },
    warnType: { type: 'enum', enum: balanceWarnType, list: true, filter: true },
    currency: { type: 'text', list: true },
    mediaBalance: { type: 'money', currency: { field: 'currency' }, list: true },
    systemBalance: { type: 'money', currency: { field: 'currency' }, list: true },
    difference: {
      type: 'money',
      currency: { field: 'currency' },
      list: true,
      computed: { formula: 'mediaBalance - systemBalance' },
    },
    // SPEC §9: the estimated overspend, system consumption minus theoretical recharge, is flagged
    // above 0.01 on every account, whatever made its balance abnormal.
    ...overspendFields,
    warnTime: { type: 'datetime', list: { sortable: true }, filter: true },
  },
});
