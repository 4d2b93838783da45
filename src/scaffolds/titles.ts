import type { TFunction } from '@/engine/text';
import type { SchemaDef } from '@/engine/types';

/**
 * A form's or a details view's title, composed from what its records are (`entities.<entity>`:
 * "客户", "client"), not from the page's title, which may already say "list" or "new".
 */
export function recordTitle(t: TFunction, schema: SchemaDef, kind: 'create' | 'edit' | 'show') {
  const entity = t(`entities.${schema.entity}`, { defaultValue: t('entities.record') });
  const Entity = entity.charAt(0).toUpperCase() + entity.slice(1);
  return t(`form.${kind}Title`, { entity, Entity });
}

/** The name a record is shown under: its schema's title field, else its id. */
export function recordName(
  schema: SchemaDef,
  record: Record<string, unknown>,
  id?: string,
): string {
  const value = record[schema.title ?? schema.id];
  if (value !== undefined && value !== null && value !== '') return String(value);
  return `#${id ?? String(record[schema.id] ?? '')}`;
}
