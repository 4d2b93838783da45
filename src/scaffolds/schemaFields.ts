import type { FieldDef, FormOptions, SchemaDef } from '@/engine/types';

export type FieldEntry = [name: string, field: FieldDef];

/** Translation key of a field's label. */
export function labelKey(schema: SchemaDef, name: string): string {
  return schema.fields[name]?.label ?? `fields.${schema.entity}.${name}`;
}

export function formOptions(field: FieldDef): FormOptions | null {
  if (!field.form) return null;
  return field.form === true ? {} : field.form;
}

export const listFields = (schema: SchemaDef): FieldEntry[] =>
  Object.entries(schema.fields).filter(([, f]) => f.list);

export const filterFields = (schema: SchemaDef): FieldEntry[] =>
  Object.entries(schema.fields).filter(([, f]) => f.filter);

/** The fields of the create or edit form. */
export function formFields(schema: SchemaDef, mode: 'create' | 'edit'): FieldEntry[] {
  return Object.entries(schema.fields).filter(([, f]) => {
    const options = formOptions(f);
    return options !== null && (!options.on || options.on === mode);
  });
}

/** The fields of the details view: declared ones, else what is listed or edited. */
export const showFields = (schema: SchemaDef): FieldEntry[] =>
  Object.entries(schema.fields).filter(([, f]) => f.show ?? Boolean(f.list || f.form));

export const isSortable = (field: FieldDef): boolean =>
  typeof field.list === 'object' && Boolean(field.list.sortable);

export const columnWidth = (field: FieldDef): number | undefined =>
  typeof field.list === 'object' ? field.list.width : undefined;
