import type { TFunction } from '@/engine/text';
import type { FieldDef } from '@/engine/types';
import { currencyOf } from '../engine/moneyFields';
import { formOptions } from './schemaFields';

type Values = Record<string, unknown>;

/** A bound as the refusals write it (`boundMessage`): digits grouped, its unit after it. */
const amount = (value: number, unit: string | undefined) =>
  `${value.toLocaleString('en-US')}${unit ? ` ${unit}` : ''}`;

/**
 * The bounds a field's declaration states (`min`, `max`, and `minBy` read against the form's
 * values now), said as the field's help before anything is typed: "At least 300 USD",
 * "-100 to 100". The types' own defaults (0 or more, 999,999,999 at most) go unsaid: every
 * number has them, and the refusal names them when one is crossed.
 */
export function boundHelp(field: FieldDef, values: Values, t: TFunction): string | undefined {
  const options = formOptions(field);
  if (!options) return undefined;
  const unit = field.type === 'money' ? currencyOf(field, values) : undefined;
  let min = options.min;
  let minUnit = unit;
  if (options.minBy) {
    const control = values[options.minBy.field];
    const byControl =
      control === undefined || control === null ? undefined : options.minBy.values[String(control)];
    if (byControl !== undefined) {
      min = min === undefined ? byControl : Math.max(min, byControl);
      minUnit = unit ?? String(control);
    }
  }
  const { max } = options;
  if (min !== undefined && max !== undefined) {
    return t('bounds.help.range', { min: amount(min, undefined), max: amount(max, unit) });
  }
  if (min !== undefined) return t('bounds.help.min', { min: amount(min, minUnit) });
  if (max !== undefined) return t('bounds.help.max', { max: amount(max, unit) });
  return undefined;
}
