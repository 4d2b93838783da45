import { defineSchema } from '@/engine/define';
import { yesNo } from './enums';

/** A client whose wallet runs low (SPEC §3: a wallet warning is keyed by clientId). */
export const walletWarnSchema = defineSchema({
  entity: 'walletWarn',
  id: 'clientId',
  title: 'clientName',
  fields: {
    clientId: { type: 'reference', ref: 'client', filter: true },
    clientName: { type: 'text', list: true },
    bdId: { type: 'reference', ref: 'staff', filter: true },
    bdName: { type: 'text', list: true },
    opId: { type: 'reference', ref: 'staff', filter: true },
    opName: { type: 'text', list: true },
    currency: { type: 'text', list: { width: 90 } },
    walletBalance: { type: 'money', currency: { field: 'currency' }, list: { sortable: true } },
    warnBalance: { type: 'money', currency: { field: 'currency' }, list: true },
    yesterdayConsume: { type: 'money', currency: { field: 'currency' }, list: { sortable: true } },
    availableDays: { type: 'number', list: { sortable: true } },
    lastRechargeTime: { type: 'datetime', list: { sortable: true } },
    hangUp: { type: 'enum', enum: yesNo, list: true, filter: true },
    warnTime: { type: 'datetime', list: { sortable: true }, filter: true },
  },
});
