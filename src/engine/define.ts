import { sessionEndCodes, successCodes, type BusinessRefusal } from '@/data/contract';
import { registerCurrency } from './currencies';
import { isFieldType, registerFieldType, type FieldTypeDef } from './fieldTypes';
import { checkDependentFields, checkFormSteps } from './formChecks';
import {
  isReference,
  referenceSource,
  registerReference,
  type ReferenceSource,
} from './references';
import type { EnumDef, EnumOption, FieldDef, ResourceDef, SchemaDef } from './types';

/** The row fields a nested editor's options name must be its own. */
function checkRows(where: string, field: FieldDef, labelKey: string): void {
  if (!field.of || Object.keys(field.of).length === 0)
    throw new Error(`${where}: a list needs the fields of its rows (of)`);
  const options = typeof field.form === 'object' ? field.form : {};
  for (const named of [
    ...(options.unique ?? []),
    ...(options.ascending ? [options.ascending] : []),
  ])
    if (!field.of[named]) throw new Error(`${where}: "${named}" is not a field of its rows`);
  for (const [name, row] of Object.entries(field.of)) {
    // Labels are filled in here, so every view of a row (form, details, export) finds them.
    row.label ??= `${labelKey}Row.${name}`;
    checkField(`${where}.${name}`, row, row.label);
  }
}

function checkField(where: string, field: FieldDef, labelKey: string): void {
  if (!isFieldType(field.type)) throw new Error(`${where}: unknown field type "${field.type}"`);
  if (field.type === 'reference' && !(field.ref && isReference(field.ref)))
    throw new Error(`${where}: unknown reference "${field.ref}"`);
  if (field.type === 'enum' && !field.enum) throw new Error(`${where}: an enum needs its enum`);
  if (field.filter === 'search' && !(field.ref && referenceSource(field.ref).search))
    throw new Error(`${where}: a 'search' filter needs a searched option list`);
  if (field.type === 'list') checkRows(where, field, labelKey);
}

/**
 * Declares an entity's schema (pure data). Every field's type and option list must be known:
 * a typo fails as the schema is loaded, in every test, instead of drawing a blank cell.
 */
export function defineSchema<const S extends SchemaDef>(schema: S): S {
  for (const [name, field] of Object.entries(schema.fields)) {
    const where = `${schema.entity}.${name}`;
    checkField(where, field, field.label ?? `fields.${schema.entity}.${name}`);
    // Declarations are checked where they are written and tested; a production bundle does
    // not carry the checks (nor the formula parser) to every page.
    if (import.meta.env.DEV && field.computed) checkComputed(schema, name, where);
  }
  if (schema.title && !schema.fields[schema.title])
    throw new Error(`${schema.entity}: title "${schema.title}" is not a field`);
  if (import.meta.env.DEV) checkDependentFields(schema);
  return schema;
}

/** A computed field reads fields of its schema, divides only with `round`, and is never typed in. */
function checkComputed(schema: SchemaDef, name: string, where: string): void {
  const { formula, round } = schema.fields[name].computed!;
  // The names a formula reads, found without its parser (which loads only where figures are
  // worked out); tests/unit/engine/formula.test.ts parses every declared formula.
  const fields = formula.match(/[A-Za-z_]\w*/g) ?? [];
  const divides = /[/÷]/.test(formula);
  const unknown = fields.find((input) => !schema.fields[input] || input === name);
  if (unknown) throw new Error(`${where}: the formula reads "${unknown}", which is no input field`);
  if (divides && round === undefined)
    throw new Error(`${where}: a formula that divides needs round`);
  if (round === 'currency' && schema.fields[name].type !== 'money')
    throw new Error(`${where}: only an amount is rounded to its currency`);
  if (schema.fields[name].form) throw new Error(`${where}: a computed field is not typed in`);
}

/** Declares a resource: its route, area, endpoints, menu place and actions. */
export function defineResource<const R extends ResourceDef>(resource: R): R {
  if (import.meta.env.DEV) {
    checkFormSteps(resource);
    checkProgress(resource);
    checkChart(resource);
    checkRefusals(resource);
  }
  return resource;
}

/**
 * A business refusal is a refusal (no success code, no session end) of a declared write, once per
 * code, with its rule said.
 */
function checkRefusals(resource: ResourceDef): void {
  const service = resource.service ?? 'main';
  const check = (where: string, refusals: readonly BusinessRefusal[] = []) => {
    const seen = new Set<number>();
    for (const { code, rule } of refusals) {
      if (!Number.isInteger(code) || successCodes[service].has(code))
        throw new Error(`${where}: refusal ${code} is no error code of the ${service} service`);
      if (sessionEndCodes[service].has(code))
        throw new Error(`${where}: refusal ${code} ends the session, it is no business rule`);
      if (seen.has(code)) throw new Error(`${where}: refusal ${code} is listed twice`);
      if (!rule.trim()) throw new Error(`${where}: refusal ${code} needs its rule`);
      seen.add(code);
    }
  };
  for (const [kind, refusals] of Object.entries(resource.refusals ?? {})) {
    if (!resource.endpoints?.[kind as 'create' | 'update' | 'remove'])
      throw new Error(`${resource.name}: refusals of "${kind}", which has no endpoint`);
    check(`${resource.name}.${kind}`, refusals);
  }
  for (const [name, action] of Object.entries(resource.actions ?? {}))
    check(`${resource.name}.${name}`, action.refusals);
  for (const [name, definition] of Object.entries(resource.imports ?? {}))
    check(`${resource.name}.${name}`, definition.refusals);
}

const CHARTED_TYPES = ['money', 'number', 'decimal'];

/** A chart sums a number per day of a filterable date field, per value of its series field. */
function checkChart(resource: ResourceDef): void {
  const chart = resource.chart;
  if (!chart) return;
  const fields = resource.schema?.fields ?? {};
  const where = `${resource.name}: chart`;
  if (fields[chart.x]?.type !== 'date' || !fields[chart.x].filter)
    throw new Error(`${where} reads "${chart.x}" by day, which is no filterable date field`);
  if (!CHARTED_TYPES.includes(fields[chart.y]?.type ?? ''))
    throw new Error(`${where} sums "${chart.y}", which is no number or amount`);
  if (chart.series && !fields[chart.series])
    throw new Error(`${where} splits by "${chart.series}", which is no field`);
}

/** A detail page's stages read an enum field, and each of its values is in one stage at most. */
function checkProgress(resource: ResourceDef): void {
  const progress = resource.detail?.progress;
  if (!progress) return;
  const field = resource.schema?.fields[progress.field];
  if (field?.type !== 'enum')
    throw new Error(`${resource.name}: progress reads "${progress.field}", which is no enum field`);
  const seen = new Set<string>();
  for (const state of progress.steps.flatMap((step) => step.states)) {
    if (seen.has(String(state)))
      throw new Error(`${resource.name}: progress lists state ${String(state)} twice`);
    seen.add(String(state));
  }
}

/** Declares an enumeration once; labels are `enums.<name>.<value>`, colours travel with values. */
export function defineEnum(name: string, options: readonly EnumOption[]): EnumDef {
  return { name, options };
}

/**
 * Declares a field type of its own: how it filters and is stored, and (all optional) how it is
 * shown, typed in and sent. Parts left out fall back to plain text.
 */
export function defineFieldType(name: string, type: FieldTypeDef): string {
  registerFieldType(name, type);
  return name;
}

/** Declares an option list of its own (a reference field's `ref`). */
export function defineReference(name: string, source: ReferenceSource): string {
  registerReference(name, source);
  return name;
}

/** Declares a currency's decimals (minor units), or changes a known one's. */
export function defineCurrency(code: string, decimals: number): string {
  registerCurrency(code, decimals);
  return code;
}
