import type { ResourceDef } from './types';

export interface ListOrder {
  field: string;
  order: 'asc' | 'desc';
}

/**
 * The order a list is asked in until its user sorts it: as declared, else newest first, as users
 * of a console expect of events, money movements and records alike: by `createTime` where the
 * records have one, else by a numeric id, descending. None for a declaration that keeps the
 * backend's order (`order: false`) or a list with neither field.
 */
export function defaultOrderOf(
  resource: Pick<ResourceDef, 'order' | 'schema'>,
): ListOrder | undefined {
  if (resource.order === false) return undefined;
  if (resource.order) return resource.order;
  const schema = resource.schema;
  if (!schema) return undefined;
  if (schema.fields.createTime) return { field: 'createTime', order: 'desc' };
  if (schema.fields[schema.id]?.type === 'number') return { field: schema.id, order: 'desc' };
  return undefined;
}
