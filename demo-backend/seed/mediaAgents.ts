import { utcSeconds, type Random } from '../random';
import { agentCompanyName } from './names';

/** A media agent (the spec's fields beyond these come from its schema once declared). */
export interface MediaAgentRecord {
  mediaAgentId: number;
  mediaAgentSN: string;
  mediaAgentName: string;
  /** 1 open, 0 closed (assumed values, the open and close actions of SPEC §4). */
  status: number;
  createTime: number;
}

/** SPEC §9: the media-agent select lists up to 3000. */
export const MEDIA_AGENT_COUNT = 3000;

export function seedMediaAgents(random: Random): MediaAgentRecord[] {
  const taken = new Set<string>();
  const from = utcSeconds(2021, 1, 1);
  const to = utcSeconds(2026, 6, 30);
  return Array.from({ length: MEDIA_AGENT_COUNT }, (_, index) => {
    let name = agentCompanyName(random).name;
    while (taken.has(name)) name = agentCompanyName(random).name;
    taken.add(name);
    return {
      mediaAgentId: index + 1,
      mediaAgentSN: `MA${String(index + 1).padStart(5, '0')}`,
      mediaAgentName: name,
      status: random.chance(0.85) ? 1 : 0,
      createTime: random.dateSeconds(from, to),
    };
  });
}
