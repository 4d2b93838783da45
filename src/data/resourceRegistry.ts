import type { Subject } from '@/access/subjects';
import { fieldTypeOf } from '@/engine/fieldTypes';
import {
  isReference,
  referenceResourceName,
  referenceSource,
  type ReferenceSource,
} from '@/engine/references';
import { defaultOrderOf } from '@/engine/listOrder';
import { defaultRegistry, type ResourceRegistry } from '@/engine/registry';
import type { FieldDef, ResourceDef } from '@/engine/types';
import type { ResourceEndpoints } from './dataProvider';
import type { FieldShape, RecordShape } from './normalise';

/**
 * Endpoints of the declared resources, by resource name, and the area (CASL subject) each belongs
 * to, read from what the app registered in the engine: the data provider and its access guard
 * ask here. An option list's calls are the resource `reference:<name>`.
 */
const known = new WeakMap<ResourceDef, ResourceEndpoints>();

/** The registry a console's data layer reads its resources from. */
export type ResourceSource = Pick<ResourceRegistry, 'byName'>;

/** A resource's endpoints in a console's registry. */
export function endpointsIn(registry: ResourceSource, name: string): ResourceEndpoints | undefined {
  const reference = referenceNameOf(name);
  if (reference !== undefined) {
    if (!isReference(reference)) return undefined;
    const source = referenceSource(reference);
    return { list: source.endpoint, shape: referenceShapeOf(source) };
  }
  const resource = registry.byName(name);
  if (!resource?.endpoints) return undefined;
  let endpoints = known.get(resource);
  if (!endpoints) {
    endpoints = {
      service: resource.service,
      idField: resource.schema?.id,
      ...resource.endpoints,
      computed: computedFieldsOf(resource),
      defaultOrder: defaultOrderOf(resource),
      shape: resource.schema && recordShapeOf(resource.schema.fields, resource.schema.id),
    };
    known.set(resource, endpoints);
  }
  return endpoints;
}

/** The area of a declared resource in a console's registry, for its data provider's guard. */
export function subjectIn(registry: ResourceSource, name: string): Subject | undefined {
  if (referenceNameOf(name) !== undefined) return undefined;
  const resource = registry.byName(name);
  return resource?.endpoints ? resource.subject : undefined;
}

/** A resource's endpoints in the app's default registry. */
export const resourceEndpoints = (name: string): ResourceEndpoints | undefined =>
  endpointsIn(defaultRegistry, name);

/** The area of a resource of the app's default registry. */
export const resourceSubject = (name: string): Subject | undefined =>
  subjectIn(defaultRegistry, name);

const REFERENCE_PREFIX = referenceResourceName('');
const referenceNameOf = (name: string) =>
  name.startsWith(REFERENCE_PREFIX) ? name.slice(REFERENCE_PREFIX.length) : undefined;

/**
 * What a schema's records hold, for the data layer to read every answer by: each field's storage,
 * an enumeration's values, a nested editor's row fields; a reference's `<name>Name` label is
 * text, and the id an id.
 */
export function recordShapeOf(fields: Record<string, FieldDef>, id?: string): RecordShape {
  const shape: Record<string, FieldShape> = id ? { [id]: 'reference' } : {};
  for (const [name, field] of Object.entries(fields)) {
    const { storage } = fieldTypeOf(field);
    if (field.computed) continue;
    shape[name] =
      storage === 'enum'
        ? { storage, options: field.enum?.options.map((option) => option.value) }
        : storage === 'rows'
          ? { storage, of: recordShapeOf(field.of ?? {}) }
          : storage;
    if (storage === 'reference') shape[`${name}Name`] ??= 'text';
  }
  return shape;
}

/** What an option's record holds: its value an id, its label fields text; the rest as sent. */
export function referenceShapeOf(source: ReferenceSource): RecordShape {
  const labels = typeof source.label === 'function' ? [] : [source.label].flat();
  const number = source.number && source.number !== source.value ? [source.number] : [];
  return {
    [source.value]: 'reference',
    ...Object.fromEntries([...labels, ...number].map((field) => [field, 'text' as const])),
  };
}

/** A resource's computed fields, which the data layer works out on every record it reads. */
function computedFieldsOf(resource: ResourceDef): Record<string, FieldDef> | undefined {
  const fields = Object.entries(resource.schema?.fields ?? {}).filter(
    ([, field]) => field.computed,
  );
  return fields.length ? Object.fromEntries(fields) : undefined;
}
