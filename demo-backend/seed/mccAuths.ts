import { mccAuthStateAt } from '../../schemas/mccAuth';
import type { Row } from '../db';
import { DATE_FROM, DATE_TO } from '../engine/generate/values';
import { MCC_AUTH_VALID_SECONDS } from '../engine/mccAuths';
import type { Random } from '../random';

/** Authorisation records seeded (as many as a generated list has). */
const MCC_AUTH_COUNT = 48;

/**
 * Google MCC authorisations of the Google agents: most granted at a moment of the seed's window
 * and expiring a year later (never before they were granted), so some have expired by now; a few
 * never granted. Their state follows from those times (the generator fills the MCC's names).
 */
export function seedMccAuths(random: Random, agents: readonly Row[]): Row[] {
  const google = agents.filter((agent) => agent.platform === 'Google');
  const pool = google.length ? google : agents;
  const now = Math.floor(Date.now() / 1000);
  return Array.from({ length: MCC_AUTH_COUNT }, (_, index) => {
    const agent = pool[random.int(0, pool.length - 1)];
    const granted = random.chance(0.85) ? random.dateSeconds(DATE_FROM, DATE_TO) : null;
    const row: Row = {
      id: index + 1,
      ...(agent ? { mediaAgentId: agent.mediaAgentId, mediaAgentName: agent.mediaAgentName } : {}),
      authTime: granted,
      expireTime: granted === null ? null : granted + MCC_AUTH_VALID_SECONDS,
    };
    row.authStatus = mccAuthStateAt(row, now);
    return row;
  });
}
