import type { CrudFilter } from '@refinedev/core';
import { fieldTypeOf } from '@/engine/fieldTypes';
import type { FieldDef, SchemaDef } from '@/engine/types';
import { crudFilterOf } from '@/scaffolds/listState';
import { filterFields, type FieldEntry } from '@/scaffolds/schemaFields';

/**
 * The declared filters a phone offers: enums (chosen from their options), typed values, ranges
 * of days and months (the phone's own pickers). Searched references stay on the desktop's filter
 * form; a list's fixed filters are not offered.
 */
export function mobileFilterFields(
  schema: SchemaDef,
  fixed: Record<string, unknown> = {},
): FieldEntry[] {
  return filterFields(schema).filter(
    ([name, field]) => !(name in fixed) && field.type !== 'reference',
  );
}

export const isChoice = (field: FieldDef) => field.type === 'enum' && Boolean(field.enum);

/** How the sheet asks for a field's filter: by its type's filter (src/engine/fieldTypes.ts). */
export function mobileInputOf(field: FieldDef): 'choice' | 'range' | 'month' | 'text' {
  if (isChoice(field)) return 'choice';
  const kind = fieldTypeOf(field).filter;
  return kind === 'range' ? 'range' : kind === 'month' ? 'month' : 'text';
}

/** The filters of what was entered, as the desktop sends them (src/scaffolds/listState.ts). */
export function filtersOf(
  schema: SchemaDef,
  values: Record<string, string>,
  fixed: Record<string, unknown> = {},
): CrudFilter[] {
  return mobileFilterFields(schema, fixed)
    .map(([name, field]) => crudFilterOf(name, field, values[name]))
    .filter((filter): filter is CrudFilter => filter !== undefined);
}
