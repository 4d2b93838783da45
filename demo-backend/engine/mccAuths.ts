import { mccAuthStateAt } from '../../schemas/mccAuth';
import type { Row } from '../db';
import type { ResourceHooks } from './hooks';

/** How long a Google MCC authorisation holds once granted or renewed (assumed): a year. */
export const MCC_AUTH_VALID_SECONDS = 365 * 86400;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/**
 * The authorisations' states brought up to the clock on every read (lists, details, actions):
 * one whose expiry has come is expired, whatever it was when stored (schemas/mccAuth.ts).
 */
export function settleMccStates(rows: Row[], now = nowSeconds()): Row[] {
  for (const row of rows) row.authStatus = mccAuthStateAt(row, now);
  return rows;
}

/** A renewal grants the authorisation anew: from now, for a year. */
export const mccAuthHooks: ResourceHooks = {
  afterAction(action, record) {
    if (action !== 'refreshAuth') return;
    const now = nowSeconds();
    Object.assign(record, { authTime: now, expireTime: now + MCC_AUTH_VALID_SECONDS });
    record.authStatus = mccAuthStateAt(record, now);
  },
};
