import type { Row } from '../db';
import { DEFAULT_ROW_COUNT } from '../engine/generate/rows';
import type { Seeder } from '../engine/seeders';
import { mediaAgentLogType } from '../../schemas/mediaAgentBalanceLog';

/**
 * The pages opened from a media agent's row (its balance logs by type, its outlay) list that
 * agent's records only (its accounts' consumption: the daily spend of its ad accounts, which are
 * spread over the same agents, seed/adsAccounts.ts). Among 3000 agents the usual generated rows would
 * leave nearly every one empty, so the agents at the top of the list get some of each; the schema
 * generates their other fields (names follow the agent).
 */

/** The agents at the top of the list (by id) given records of their own. */
export const AGENTS_WITH_LOGS = 10;
/** Records per agent (and per balance type for the balance logs). */
const PER_AGENT = 4;

const agentIds = () => Array.from({ length: AGENTS_WITH_LOGS }, (_, index) => index + 1);
const generated = (): Row[] => Array.from({ length: DEFAULT_ROW_COUNT }, () => ({}));
const each = (row: Row): Row[] => Array.from({ length: PER_AGENT }, () => ({ ...row }));

export const mediaAgentLogSeeders: Record<string, Seeder> = {
  mediaAgentBalanceLog: {
    idField: 'id',
    rows: () => [
      ...generated(),
      ...agentIds().flatMap((mediaAgentId) =>
        mediaAgentLogType.options.flatMap((type) => each({ mediaAgentId, logType: type.value })),
      ),
    ],
  },
  mediaAgentOutlay: {
    idField: 'id',
    rows: () => [...generated(), ...agentIds().flatMap((mediaAgentId) => each({ mediaAgentId }))],
  },
};
