import { checkBounds, type BoundViolation, type FieldDef } from '@/demoBackendSurface';
import { demoErrors, type DemoError } from '../handlers/errors';
import type { Refusal } from './validation';

const boundErrors: Record<BoundViolation['kind'], DemoError> = {
  notNumber: demoErrors.notNumber,
  negative: demoErrors.negative,
  notNegative: demoErrors.notNegative,
  belowMin: demoErrors.belowMin,
  aboveMax: demoErrors.aboveMax,
  notInteger: demoErrors.notInteger,
  decimals: demoErrors.decimals,
  moneyDecimals: demoErrors.tooManyDecimals,
  tooShort: demoErrors.tooShort,
  tooLong: demoErrors.tooLong,
  pattern: demoErrors.badFormat,
  mobile: demoErrors.mobileFormat,
  phone: demoErrors.phoneFormat,
};

/**
 * A value outside its field's bounds (src/engine/fieldBounds.ts, the forms' own): refused as a
 * real backend would, whatever the form let through.
 */
export function outOfBounds(where: string, field: FieldDef, value: unknown): Refusal | undefined {
  if (field.type === 'list') return undefined;
  const violation = checkBounds(field, value);
  return violation && boundRefusal(where, violation);
}

/** The refusal answering a bound's violation, `where` naming the field. */
export function boundRefusal(where: string, violation: BoundViolation): Refusal {
  const params: Record<string, string> = { field: where };
  for (const [key, held] of Object.entries(violation)) {
    if (key !== 'kind' && key !== 'message') params[key] = String(held);
  }
  return { error: boundErrors[violation.kind], params };
}
