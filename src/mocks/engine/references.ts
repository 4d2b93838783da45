import { nameFieldOf } from '@/engine/references';
import type { ReferenceName, SchemaDef } from '@/engine/types';

/** Where a reference points: the collection, the field its value comes from and its name field. */
export interface ReferenceTarget {
  entity: string;
  valueField: string;
  nameField?: string;
}

export const referenceTargets: Record<ReferenceName, ReferenceTarget> = {
  client: { entity: 'client', valueField: 'clientId', nameField: 'clientName' },
  org: { entity: 'org', valueField: 'orgId', nameField: 'orgName' },
  media: { entity: 'media', valueField: 'mediaId', nameField: 'mediaName' },
  staff: { entity: 'member', valueField: 'adminId', nameField: 'name' },
  saleAgent: { entity: 'saleAgent', valueField: 'saleAgentId', nameField: 'saleAgentName' },
  mediaAgent: { entity: 'mediaAgent', valueField: 'mediaAgentId', nameField: 'mediaAgentName' },
  // A currency reference holds the code ('USD'), which is its own label.
  currency: { entity: 'currency', valueField: 'currency' },
};

export { nameFieldOf } from '@/engine/references';

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
    const target = referenceTargets[def.ref];
    const nameField = nameFieldOf(field);
    const shown = target.nameField && nameField in schema.fields ? nameField : undefined;
    return [{ field, target, nameField: shown }];
  });
}
