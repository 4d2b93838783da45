import { defineEnum, defineSchema } from '@/engine/define';

/** Google MCC authorisation state (assumed codes): 1 authorised, 2 expired, 0 not authorised. */
export const mccAuthStatus = defineEnum('mccAuthStatus', [
  { value: 1, color: 'success' },
  { value: 2, color: 'warning' },
  { value: 0, color: 'default' },
]);

/** The codes of `mccAuthStatus`. */
export const mccAuthState = { notAuthorised: 0, authorised: 1, expired: 2 } as const;

/**
 * An authorisation's state follows from its facts: not authorised without a grant (`authTime`),
 * expired once its expiry (`expireTime`, seconds) has come, authorised in between. `now` is in
 * seconds.
 */
export function mccAuthStateAt(record: Record<string, unknown>, now: number): number {
  const granted = Number(record.authTime);
  if (!record.authTime || !Number.isFinite(granted)) return mccAuthState.notAuthorised;
  const expires = Number(record.expireTime);
  const expired = Boolean(record.expireTime) && Number.isFinite(expires) && expires <= now;
  return expired ? mccAuthState.expired : mccAuthState.authorised;
}

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
