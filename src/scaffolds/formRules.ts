import type { FormRule as Rule } from 'antd';
import dayjs from 'dayjs';
import { isBlank, requiredRule } from '@/auth/validation';
import { currencyDecimals } from '@/engine/currencies';
import { significantDecimals } from '@/engine/decimal';
import { checkBounds, type BoundViolation } from '@/engine/fieldBounds';
import { fieldTypeOf } from '@/engine/fieldTypes';
import type { FieldDef } from '@/engine/types';
import { t } from '@/i18n';
import { currencyFieldOf, currencyOf } from '../engine/moneyFields';
import { readDay, readMonth } from '@/engine/dates';
import { formOptions } from './schemaFields';

/** An amount that cannot be empty or 0 (SPEC §5). */
export function nonZeroRule(labelKey: string): Rule {
  return {
    validator: (_, value) =>
      isBlank(value) || Number(value) === 0
        ? Promise.reject(new Error(t('validation.nonZero', { field: t(labelKey) })))
        : Promise.resolve(),
  };
}

/** At least a minimum that depends on another field (300 USD, 1 USDT…). */
export function minByRule(
  labelKey: string,
  minBy: { field: string; values: Record<string, number> },
): Rule {
  return ({ getFieldValue }) => ({
    validator: (_, value) => {
      const other = String(getFieldValue(minBy.field) ?? '');
      const min = minBy.values[other];
      if (isBlank(value) || min === undefined || Number(value) >= min) return Promise.resolve();
      return Promise.reject(
        new Error(t('validation.minBy', { field: t(labelKey), min, unit: other })),
      );
    },
  });
}

/**
 * An amount has at most its currency's decimals (src/engine/currencies.ts): more is refused, never
 * rounded. The currency is the form's current one when the field names where it is held.
 */
export function moneyDecimalsRule(
  field: FieldDef,
  labelKey: string,
  record: Record<string, unknown> = {},
): Rule {
  const source = currencyFieldOf(field);
  return ({ getFieldValue }) => ({
    validator: (_, value) => {
      const held = source ? (getFieldValue(source) ?? record[source]) : undefined;
      const currency = currencyOf(field, source ? { [source]: held } : record);
      const decimals = currencyDecimals(currency);
      const places = isBlank(value) ? null : significantDecimals(value);
      if (places === null || places <= decimals) return Promise.resolve();
      const params = { field: t(labelKey), currency, count: decimals };
      return Promise.reject(
        new Error(
          t(
            !currency
              ? 'validation.decimals'
              : decimals
                ? 'validation.moneyDecimals'
                : 'validation.moneyWhole',
            params,
          ),
        ),
      );
    },
  });
}

/**
 * A date or month not before the current month, or today (SPEC §5: policy effective times). A
 * value the record already held (`kept`: a policy in effect since an earlier month) stays
 * acceptable, so a record can still be edited once its time has passed.
 */
export function notBeforeRule(
  labelKey: string,
  unit: 'month' | 'day',
  kept: readonly unknown[] = [],
): Rule {
  // Compared as text: a month or day as the platform writes it (a picked value as shown), so
  // no time zone moves it across a month's edge.
  const keyOf = (value: unknown) => {
    if (isBlank(value)) return null;
    if (dayjs.isDayjs(value)) return value.format(unit === 'month' ? 'YYYY-MM' : 'YYYY-MM-DD');
    return unit === 'month' ? readMonth(value) : readDay(value);
  };
  return {
    validator: (_, value) => {
      const key = keyOf(value);
      const now = dayjs().format(unit === 'month' ? 'YYYY-MM' : 'YYYY-MM-DD');
      if (!key || key >= now) return Promise.resolve();
      if (kept.some((old) => keyOf(old) === key)) return Promise.resolve();
      const message = unit === 'month' ? 'validation.notBeforeMonth' : 'validation.notBeforeDay';
      return Promise.reject(new Error(t(message, { field: t(labelKey) })));
    },
  };
}

/** A refusal of the field's bounds (src/engine/fieldBounds.ts), in the interface's language. */
export function boundMessage(violation: BoundViolation, field: string): string {
  switch (violation.kind) {
    case 'decimals':
      return t('validation.decimals', { field, count: violation.decimals });
    case 'moneyDecimals':
      return t(violation.decimals ? 'validation.moneyDecimals' : 'validation.moneyWhole', {
        field,
        currency: violation.currency,
        count: violation.decimals,
      });
    case 'pattern':
      return t(violation.message, { field });
    case 'belowMin':
      return t('bounds.belowMin', { field, min: violation.min.toLocaleString('en-US') });
    case 'aboveMax':
      return t('bounds.aboveMax', { field, max: violation.max.toLocaleString('en-US') });
    case 'tooShort':
      return t('bounds.tooShort', { field, count: violation.min });
    case 'tooLong':
      return t('bounds.tooLong', { field, count: violation.max });
    default:
      return t(`bounds.${violation.kind}`, { ...violation, field });
  }
}

/**
 * What the field's declaration and type allow (length, range, sign, whole numbers, decimals, a
 * phone's format): anything else is refused with the reason, never clamped or rounded.
 */
export function boundsRule(field: FieldDef, labelKey: string): Rule {
  return {
    validator: (_, value) => {
      const violation = checkBounds(field, value);
      return violation
        ? Promise.reject(new Error(boundMessage(violation, t(labelKey))))
        : Promise.resolve();
    },
  };
}

type RuleObject = Exclude<Rule, (...args: never[]) => unknown>;

/**
 * Rules checked in turn as one: a value shows the first refusal only, the one that says what to
 * do (antd's Form.Item runs every rule and shows every message: an empty top-up would say both
 * "cannot be empty" and "cannot be empty or 0"). Each rule is a `validator`.
 */
export function oneMessage(rules: readonly Rule[]): Rule {
  return (form) => {
    const checks = rules.map((rule) => (typeof rule === 'function' ? rule(form) : rule));
    return {
      validator: async (rule: RuleObject, value: unknown) => {
        for (const check of checks) {
          await check.validator?.(rule as never, value, () => undefined);
        }
      },
    };
  };
}

/**
 * The validation of a form field, from its declaration (SPEC §5), as one rule: one message per
 * mistake. `required` makes it required where the declaration does not (its `requiredWhen`
 * holds now). The checks go from what is missing to what is out of range: empty, the minimum by
 * another field (a top-up's 300 USD says more than "not negative"), 0, decimals, dates, bounds,
 * the type's own format.
 */
export function rulesFor(
  field: FieldDef,
  labelKey: string,
  record?: Record<string, unknown>,
  /** Values the record already held here (exempt from `notBefore`). */
  kept?: readonly unknown[],
  required = false,
): Rule[] {
  const options = formOptions(field) ?? {};
  const rules: Rule[] = [];
  // An amount that cannot be empty or 0 says both at once (SPEC §5's message).
  if ((options.required || required) && !options.nonZero) rules.push(requiredRule(labelKey));
  if (options.minBy) rules.push(minByRule(labelKey, options.minBy));
  if (options.nonZero) rules.push(nonZeroRule(labelKey));
  if (field.type === 'money') rules.push(moneyDecimalsRule(field, labelKey, record));
  if (options.notBefore) rules.push(notBeforeRule(labelKey, options.notBefore, kept));
  if (field.type !== 'list') rules.push(boundsRule(field, labelKey));
  rules.push(...(fieldTypeOf(field).rules ?? []));
  return [oneMessage(rules)];
}
