import type { ResourceDef, SchemaDef } from '@/demoBackendSurface';
import { allResources } from '../../resources';
import { hashString } from '../random';

interface Registered {
  schema: SchemaDef;
  /** Changes whenever the fields change, so generated rows follow the declaration. */
  fingerprint: string;
}

const byEntity = new Map<string, Registered>();

/**
 * Makes a schema's entity known to the collections. Two schemas of one entity (a list view and a
 * detail view, say) are merged: the records carry the fields of both.
 */
export function registerSchema(schema: SchemaDef): void {
  const known = byEntity.get(schema.entity)?.schema;
  if (known === schema) return;
  const merged = known ? { ...known, fields: { ...known.fields, ...schema.fields } } : schema;
  byEntity.set(schema.entity, {
    schema: merged,
    fingerprint: String(hashString(JSON.stringify(merged))),
  });
}

export function registerSchemasOf(resources: readonly ResourceDef[]): void {
  for (const resource of resources) if (resource.schema) registerSchema(resource.schema);
}

export function schemaOf(entity: string): SchemaDef | undefined {
  return byEntity.get(entity)?.schema;
}

export function schemaFingerprint(entity: string): string {
  return byEntity.get(entity)?.fingerprint ?? 'none';
}

registerSchemasOf(allResources);
