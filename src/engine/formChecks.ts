import type { FieldDef, ResourceDef, SchemaDef } from './types';

const formOf = (field: FieldDef) => (field.form && field.form !== true ? field.form : {});

/**
 * A schema's dependent fields name fields of the same schema (a nested editor's row fields, other
 * fields of the same row), and `optionsBy` narrows an enum by values it has: a typo fails as the
 * schema loads.
 */
export function checkDependentFields(schema: SchemaDef): void {
  checkFields(schema.entity, schema.fields, true);
}

function checkFields(where: string, fields: Record<string, FieldDef>, top: boolean): void {
  for (const [name, field] of Object.entries(fields)) {
    const at = `${where}.${name}`;
    if (field.of) checkFields(at, field.of, false);
    const { showWhen, requiredWhen, optionsBy } = formOf(field);
    for (const [rule, condition] of Object.entries({ showWhen, requiredWhen, optionsBy })) {
      if (!condition) continue;
      const other = fields[condition.field];
      // A row field has no form of its own to be part of: being in the row is enough.
      if (condition.field === name || !other || (top && !other.form))
        throw new Error(`${at}: ${rule} names "${condition.field}", not another form field`);
    }
    if (!optionsBy) continue;
    if (field.type !== 'enum') throw new Error(`${at}: optionsBy needs an enum field`);
    const known = new Set(field.enum?.options.map((option) => String(option.value)));
    for (const allowed of Object.values(optionsBy.values))
      for (const value of allowed)
        if (!known.has(String(value)))
          throw new Error(`${at}: optionsBy offers "${value}", not a value of its enum`);
  }
}

/**
 * A step form's steps hold its form fields, each in one step: a step naming a field that is not a
 * form field, a field in two steps, or a form field in none fails as the resource is declared.
 */
export function checkFormSteps(resource: ResourceDef): void {
  const steps = resource.form?.steps;
  if (!steps) return;
  const schema = resource.schema;
  if (!schema) throw new Error(`${resource.name}: form steps need a schema`);
  const placed = new Set<string>();
  for (const step of steps) {
    if (step.fields.length === 0)
      throw new Error(`${resource.name}: step "${step.title}" is empty`);
    for (const name of step.fields) {
      if (!schema.fields[name]?.form)
        throw new Error(`${resource.name}: step "${step.title}" names "${name}", not a form field`);
      if (placed.has(name)) throw new Error(`${resource.name}: "${name}" is in two steps`);
      placed.add(name);
    }
  }
  const left = Object.keys(schema.fields).filter(
    (name) => schema.fields[name].form && !placed.has(name),
  );
  if (left.length) throw new Error(`${resource.name}: form fields in no step: ${left.join(', ')}`);
}
