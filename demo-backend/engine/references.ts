import { registeredResources } from '../declarations';
import { nameFieldOf, referenceSource, type SchemaDef } from '@/demoBackendSurface';

/** Where a reference points: the collection, the field its value comes from and its name field. */
export interface ReferenceTarget {
  entity: string;
  valueField: string;
  nameField?: string;
}

/** The collections of the option lists whose call is not a declared resource's list. */
const knownEntities: Record<string, string> = {
  client: 'client',
  currency: 'currency',
  staff: 'member',
  bdStaff: 'member',
  opStaff: 'member',
  mpmStaff: 'member',
};

/** The collection behind an option list: its own, or that of the resource listing by its call. */
function entityOf(ref: string, endpoint: string): string {
  if (knownEntities[ref]) return knownEntities[ref];
  const lister = registeredResources.find((resource) => resource.endpoints?.list === endpoint);
  return lister?.schema?.entity ?? ref;
}

/** Where an option list's values come from in the demo store. */
export function referenceTargetOf(ref: string): ReferenceTarget {
  const source = referenceSource(ref);
  return {
    entity: entityOf(ref, source.endpoint),
    valueField: source.value,
    // A currency reference holds the code ('USD'), which is its own label.
    nameField: typeof source.label === 'string' ? source.label : undefined,
  };
}

export { nameFieldOf } from '@/demoBackendSurface';

export interface ReferenceField {
  field: string;
  target: ReferenceTarget;
  /** The schema's field that shows the referenced record's name, when it has one. */
  nameField?: string;
}

/** The reference fields of a schema, with their targets and name fields. */
export function referenceFieldsOf(schema: SchemaDef): ReferenceField[] {
  return Object.entries(schema.fields).flatMap(([field, def]) => {
    if (def.type !== 'reference' || !def.ref) return [];
    const target = referenceTargetOf(def.ref);
    const nameField = nameFieldOf(field);
    const shown = target.nameField && nameField in schema.fields ? nameField : undefined;
    return [{ field, target, nameField: shown }];
  });
}
