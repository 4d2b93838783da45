import type { TFunction } from '@/engine/text';
import type { CellValue } from '@/engine/importRows';
import type { FieldDef, ImportDef } from '@/engine/types';

/** The translation key of an import column's label: its own, or the resource's field label. */
export const columnLabelKey = (entity: string, name: string, field: FieldDef) =>
  field.label ?? `fields.${entity}.${name}`;

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Which sheet column holds each declared field: the header cell that is the field's label in one
 * of the languages (`translators`) or its name. Declared fields with no column are `missing`.
 */
export function matchColumns(
  definition: ImportDef,
  entity: string,
  header: readonly string[],
  translators: readonly TFunction[],
): { columns: Record<string, number>; missing: string[] } {
  const columns: Record<string, number> = {};
  const missing: string[] = [];
  for (const [name, field] of Object.entries(definition.fields)) {
    const names = [name, ...translators.map((t) => t(columnLabelKey(entity, name, field)))];
    const index = header.findIndex((cell) => cell && names.some((text) => same(cell, text)));
    if (index >= 0) columns[name] = index;
    else missing.push(name);
  }
  return { columns, missing };
}

/** A sheet row's cells by field name. */
export function cellsByField(
  columns: Record<string, number>,
  cells: readonly CellValue[],
): Record<string, CellValue> {
  return Object.fromEntries(
    Object.entries(columns).map(([name, index]) => [name, cells[index] ?? null]),
  );
}

/** An enum column's labels in every language, each with its value. */
export function enumLabels(
  field: FieldDef,
  translators: readonly TFunction[],
): Map<string, string | number> {
  const labels = new Map<string, string | number>();
  for (const option of field.enum?.options ?? []) {
    for (const t of translators)
      labels.set(t(`enums.${field.enum!.name}.${option.value}`), option.value);
  }
  return labels;
}
