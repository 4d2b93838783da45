import type { FieldCondition, FieldDef, FormOptions } from './types';

type Values = Record<string, unknown>;

const formOf = (field: FieldDef): FormOptions =>
  field.form && field.form !== true ? field.form : {};

/**
 * Whether another field of the form holds one of the condition's values. Values are compared as
 * text: a form holds 1 where a declaration may say '1'.
 */
export function conditionHolds(condition: FieldCondition, values: Values): boolean {
  const value = values[condition.field];
  const held = Array.isArray(value) ? value : [value];
  return held.some(
    (item) =>
      item !== undefined &&
      item !== null &&
      condition.values.some((wanted) => String(wanted) === String(item)),
  );
}

/** A field with `showWhen` is part of the form (shown, checked, sent) only while it holds. */
export const isShown = (field: FieldDef, values: Values): boolean => {
  const { showWhen } = formOf(field);
  return !showWhen || conditionHolds(showWhen, values);
};

/** Required always (`required`), or while its `requiredWhen` holds. */
export const isRequired = (field: FieldDef, values: Values): boolean => {
  const { required, requiredWhen } = formOf(field);
  return Boolean(required) || (requiredWhen ? conditionHolds(requiredWhen, values) : false);
};

/** The fields a form's dependent rules read: whose value decides what this field is. */
export function controllingFields(field: FieldDef): string[] {
  const { showWhen, requiredWhen, optionsBy } = formOf(field);
  const names = [showWhen?.field, requiredWhen?.field, optionsBy?.field];
  return [...new Set(names.filter((name): name is string => Boolean(name)))];
}

/**
 * The enum values offered now (`optionsBy`): those listed for the controlling field's value, or
 * every option when its value is not listed (or the field has no `optionsBy`).
 */
export function allowedValues(
  field: FieldDef,
  values: Values,
): readonly (string | number)[] | undefined {
  const { optionsBy } = formOf(field);
  if (!optionsBy) return undefined;
  const control = values[optionsBy.field];
  if (control === undefined || control === null) return undefined;
  return Object.hasOwn(optionsBy.values, String(control))
    ? optionsBy.values[String(control)]
    : undefined;
}

/** The values of the fields that are part of the form now: hidden ones are left out. */
export function withoutHidden(fields: Record<string, FieldDef>, values: Values): Values {
  return Object.fromEntries(
    Object.entries(values).filter(([name]) => !fields[name] || isShown(fields[name], values)),
  );
}
