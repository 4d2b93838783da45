import type { ResourceDef } from '@/engine/types';
import { formFields, type FieldEntry } from '../schemaFields';

export interface ResolvedStep {
  /** Translation key of its title. */
  title: string;
  fields: FieldEntry[];
}

/**
 * The steps of a resource's create or edit form, each with its fields in the declared order.
 * A field offered on the other mode only (`on`) is left out, and a step left empty with it.
 */
export function stepsOf(resource: ResourceDef, mode: 'create' | 'edit'): ResolvedStep[] {
  const available = new Map(formFields(resource.schema!, mode));
  return (resource.form?.steps ?? [])
    .map((step) => ({
      title: step.title,
      fields: step.fields
        .filter((name) => available.has(name))
        .map((name): FieldEntry => [name, available.get(name)!]),
    }))
    .filter((step) => step.fields.length > 0);
}

/** The step holding a field (antd's error names are paths: the first part is the field). */
export function stepOfField(steps: readonly ResolvedStep[], name: unknown): number {
  const field = String(Array.isArray(name) ? name[0] : name);
  return steps.findIndex((step) => step.fields.some(([other]) => other === field));
}
