import type { FieldDef, ResourceDef, SchemaDef } from './types';

const formOf = (field: FieldDef) => (field.form && field.form !== true ? field.form : {});

/**
 * A schema's dependent fields name fields of the same schema, and `optionsBy` narrows an enum by
 * values it has: a typo fails as the schema loads.
 */
export function checkDependentFields(schema: SchemaDef): void {
  for (const [name, field] of Object.entries(schema.fields)) {
    const where = `${schema.entity}.${name}`;
    const { showWhen, requiredWhen, optionsBy } = formOf(field);
    for (const [rule, condition] of Object.entries({ showWhen, requiredWhen, optionsBy })) {
      if (!condition) continue;
      if (condition.field === name || !schema.fields[condition.field]?.form)
        throw new Error(`${where}: ${rule} names "${condition.field}", not another form field`);
    }
    if (!optionsBy) continue;
    if (field.type !== 'enum') throw new Error(`${where}: optionsBy needs an enum field`);
    const known = new Set(field.enum?.options.map((option) => String(option.value)));
    for (const allowed of Object.values(optionsBy.values))
      for (const value of allowed)
        if (!known.has(String(value)))
          throw new Error(`${where}: optionsBy offers "${value}", not a value of its enum`);
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
