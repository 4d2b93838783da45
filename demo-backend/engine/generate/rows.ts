import type { ReferenceName, SchemaDef } from '@/demoBackendSurface';
import type { Row } from '../../db';
import type { Random } from '../../random';
import { referenceFieldsOf, type ReferenceField } from '../references';
import type { SeedContext } from './context';
import { honourDependentFields } from './dependent';
import { pickReference } from './pickReference';
import { currencyCode } from './text';
import { formOptions } from '../input';
import { fieldValue } from './values';
import { applyComputed } from '../computed';

/** Rows of an entity that has no seed of its own. */
export const DEFAULT_ROW_COUNT = 48;

/**
 * References whose records carry other references come first, so a bill of client 7 also gets
 * client 7's org and BD rather than random ones.
 */
const referenceOrder: readonly ReferenceName[] = ['client', 'mediaAgent', 'saleAgent'];
const rank = (ref: ReferenceField) => {
  const position = referenceOrder.indexOf(ref.target.entity as ReferenceName);
  return position < 0 ? referenceOrder.length : position;
};

interface FillArgs {
  schema: SchemaDef;
  context: SeedContext;
  random: Random;
  references: ReferenceField[];
  lookup: (entity: string, valueField: string, value: unknown) => Row | undefined;
}

function referenceOf(args: FillArgs, ref: ReferenceField): ReferenceName {
  return args.schema.fields[ref.field].ref as ReferenceName;
}

function fillReferences(row: Row, args: FillArgs): void {
  for (const ref of args.references) {
    const { entity, valueField, nameField } = ref.target;
    const target =
      row[ref.field] === undefined
        ? pickReference(referenceOf(args, ref), ref.field, args.context.rows(entity), args.random)
        : args.lookup(entity, valueField, row[ref.field]);
    if (!target) continue;
    const multiple = formOptions(args.schema.fields[ref.field])?.multiple;
    row[ref.field] ??= multiple ? [target[valueField]] : target[valueField];
    if (ref.nameField && nameField) row[ref.nameField] ??= target[nameField];
    for (const other of args.references) {
      if (other !== ref && row[other.field] === undefined && Object.hasOwn(target, other.field)) {
        row[other.field] = target[other.field];
      }
    }
  }
}

/** Fills every field of the schema the row lacks; what the row has is kept. */
function fillRow(row: Row, index: number, args: FillArgs): Row {
  const { schema, random } = args;
  if (row[schema.id] === undefined) {
    const idField = schema.fields[schema.id];
    row[schema.id] =
      idField?.type === 'text'
        ? fieldValue(idField, { field: schema.id, entity: schema.entity, random, index })
        : index + 1;
  }
  fillReferences(row, args);
  for (const field of Object.values(schema.fields)) {
    const holder = typeof field.currency === 'object' ? field.currency.field : undefined;
    if (field.type !== 'money' || !holder) continue;
    // A currency chosen from an enum (a recharge's USD or USDT) is one of its options.
    const options =
      schema.fields[holder]?.type === 'enum' ? schema.fields[holder].enum?.options : [];
    row[holder] ??= options?.length ? random.pick(options).value : currencyCode(random);
  }
  for (const [name, field] of Object.entries(schema.fields)) {
    if (row[name] !== undefined || field.computed) continue;
    const value = fieldValue(field, { field: name, entity: schema.entity, random, index, row });
    if (value !== undefined) row[name] = value;
  }
  honourDependentFields(row, schema, random);
  // Computed figures follow from the inputs by the formulas the console shows them with.
  return applyComputed(schema, row);
}

function fillArgs(schema: SchemaDef, context: SeedContext, label: string): FillArgs {
  const indexes = new Map<string, Map<string, Row>>();
  const lookup = (entity: string, valueField: string, value: unknown) => {
    const key = `${entity}.${valueField}`;
    let index = indexes.get(key);
    if (!index) {
      index = new Map(context.rows(entity).map((row) => [String(row[valueField]), row]));
      indexes.set(key, index);
    }
    return index.get(String(value));
  };
  const references = referenceFieldsOf(schema).sort((a, b) => rank(a) - rank(b));
  return { schema, context, random: context.random(label), references, lookup };
}

/** Rows generated from the schema alone: ids 1..count, values by field type and name. */
export function generateRows(
  schema: SchemaDef,
  context: SeedContext,
  count: number = DEFAULT_ROW_COUNT,
): Row[] {
  const args = fillArgs(schema, context, schema.entity);
  return Array.from({ length: count }, (_, index) => fillRow({}, index, args));
}

/** Hand-seeded rows completed with the schema's other fields (the seed's own values win). */
export function completeRows(schema: SchemaDef, rows: Row[], context: SeedContext): Row[] {
  const args = fillArgs(schema, context, `${schema.entity}:complete`);
  return rows.map((row, index) => fillRow(row, index, args));
}
