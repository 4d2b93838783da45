import type { Random } from '../random';
import { seededStatusWeights, type ApplicationStatus } from './statuses';

export function weightedStatus(random: Random): ApplicationStatus {
  const total = seededStatusWeights.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [status, weight] of seededStatusWeights) {
    roll -= weight;
    if (roll < 0) return status;
  }
  return seededStatusWeights[0][0];
}
