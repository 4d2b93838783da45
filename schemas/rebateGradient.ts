import { toFraction, subtract } from '@/engine/decimal';
import type { ComputedDef } from '@/engine/types';

/**
 * What a rebate or a commission is worth: its spend × its rate (a percent), in exact decimals,
 * rounded once at the end to the decimals of the amount's currency (JPY whole yen, USD cents),
 * half away from zero (src/engine/formula.ts). This is the one place that rounding is declared:
 * the console shows the amount by it, the demo backend stores and transfers it by it.
 */
export const RATE_OF_SPEND = (spend: string, rate: string): ComputedDef => ({
  formula: `${spend} * ${rate} / 100`,
  round: 'currency',
});

/** A rebate's amount from its spend field and its `rebateRate`. */
export const REBATE_FORMULA = (spend: string): ComputedDef => RATE_OF_SPEND(spend, 'rebateRate');

/** The codes of `rebateMode` (SPEC §3): single, tiered (by a gradient), channel. */
export const rebateModeCode = { single: 1, tiered: 2, channel: 3 } as const;

/** A tier of a rebate gradient (schemas/mediaAgent.ts `rebatePolicies[].gradient`): from a spend on. */
export interface GradientTier {
  threshold: string | number;
  ratio: string | number;
}

/**
 * The rate a gradient gives a spend: the ratio of the highest tier whose threshold the spend
 * reaches (tiers rise, SPEC §5); below the first tier, none (undefined).
 */
export function gradientRate(
  gradient: readonly GradientTier[],
  spend: unknown,
): string | undefined {
  const amount = toFraction(spend);
  if (!amount) return undefined;
  let rate: string | undefined;
  for (const tier of gradient) {
    const threshold = toFraction(tier.threshold);
    if (threshold && subtract(amount, threshold).n >= 0n) rate = String(tier.ratio);
  }
  return rate;
}
