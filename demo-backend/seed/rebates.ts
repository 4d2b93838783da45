import type { SchemaDef } from '@/demoBackendSurface';
import { gradientRate, rebateModeCode, type GradientTier } from '../../schemas/rebateGradient';
import type { Row } from '../db';
import { applyComputed, storedDecimal } from '../engine/computed';
import type { SeedContext } from '../engine/generate/context';
import { generateRows } from '../engine/generate/rows';

/**
 * The gradient the demo's tiered rebates follow (assumed, like a media agent's policy: one tier
 * per line, rising): the rate of the band the period's spend reaches, in the spend's currency.
 */
export const DEMO_REBATE_GRADIENT: readonly GradientTier[] = [
  { threshold: 0, ratio: '0.8' },
  { threshold: 20000, ratio: '1.2' },
  { threshold: 50000, ratio: '1.5' },
  { threshold: 80000, ratio: '2' },
];

/**
 * Rebates whose amount is what their formula gives (schemas/rebateGradient.ts): each row's spend
 * as generated, a rate of 0.5 % to 3 % (a tiered rebate: the gradient's rate for its spend), and
 * the amount worked out from them, never drawn at random. `spend` names the spend field.
 */
export function seedRebates(schema: SchemaDef, spend: string, context: SeedContext): Row[] {
  const random = context.random(`${schema.entity}:rate`);
  return generateRows(schema, context).map((row) => {
    const single = (random.int(50, 300) / 100).toFixed(2);
    const tiered = Number(row.rebateMode) === rebateModeCode.tiered;
    const rate = tiered ? gradientRate(DEMO_REBATE_GRADIENT, row[spend]) : single;
    row.rebateRate = storedDecimal(rate ?? single);
    return applyComputed(schema, row);
  });
}
