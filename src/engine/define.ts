import type { EnumDef, EnumOption, ResourceDef, SchemaDef } from './types';

/** Declares an entity's schema (pure data); typed, nothing else. */
export function defineSchema<const S extends SchemaDef>(schema: S): S {
  return schema;
}

/** Declares a resource: its route, area, endpoints, menu place and actions. */
export function defineResource<const R extends ResourceDef>(resource: R): R {
  return resource;
}

/** Declares an enumeration once; labels are `enums.<name>.<value>`, colours travel with values. */
export function defineEnum(name: string, options: readonly EnumOption[]): EnumDef {
  return { name, options };
}
