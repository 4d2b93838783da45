import { defineEnum, defineSchema } from '@/engine/define';

/** Google MCC authorisation state (assumed codes): 1 authorised, 2 expired, 0 not authorised. */
export const mccAuthStatus = defineEnum('mccAuthStatus', [
  { value: 1, color: 'success' },
  { value: 2, color: 'warning' },
  { value: 0, color: 'default' },
]);

/** A Google MCC (manager account) authorised for a media agent. */
export const mccAuthSchema = defineSchema({
  entity: 'mccAuth',
  id: 'id',
  fields: {
    id: { type: 'number', list: { width: 90 } },
    mediaAgentId: { type: 'reference', ref: 'mediaAgent', filter: true, show: true },
    mediaAgentName: { type: 'text', list: true },
    mccId: { type: 'text', list: true, filter: true },
    mccName: { type: 'text', list: true },
    authEmail: { type: 'email', list: true, filter: true },
    authStatus: { type: 'enum', enum: mccAuthStatus, list: true, filter: true },
    authTime: { type: 'datetime', list: { sortable: true }, filter: true },
    expireTime: { type: 'datetime', list: { sortable: true } },
  },
});
