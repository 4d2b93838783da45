import type { BusinessRefusal, Service } from '@/data/contract';
import type { OpenApiDocument } from '@/contract/openapi/document';
import type { JsonSchema } from '@/contract/openapi/fieldSchemas';

/** The kinds of operation that change data (`x-kinds` of openapi/console.json). */
export const writeKinds = new Set(['create', 'update', 'remove', 'action', 'import']);

/** An action offered only to records in some states (`x-offered-when` of the document). */
export interface Offer {
  screen: string;
  idField: string;
  idParam: string;
  when?: Record<string, (string | number)[]>;
  unless?: Record<string, (string | number)[]>;
  /** Fields that must hold nothing first (a client's money, its accounts). */
  empty?: string[];
}

/** A write of the document: what it takes and how it answers. */
export interface Write {
  key: string;
  service: Service;
  method: 'get' | 'post';
  path: string;
  input: JsonSchema;
  success: JsonSchema;
  error: JsonSchema;
  screens: string[];
  offers: Offer[];
  /** What a valid body may still be refused with, by a business rule (`x-business-refusals`). */
  refusals: BusinessRefusal[];
}

type Parameter = { name: string; required?: boolean; schema: JsonSchema };

/** Every write of the document (a create, an edit, a delete, an action or an import). */
export function readWrites(document: OpenApiDocument): Write[] {
  const writes: Write[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of ['get', 'post'] as const) {
      const operation = item[method] as Record<string, never> | undefined;
      const kinds = (operation?.['x-kinds'] as string[] | undefined) ?? [];
      if (!operation || !kinds.some((kind) => writeKinds.has(kind))) continue;
      const body = (
        operation.requestBody as { content: Record<string, { schema: JsonSchema }> } | undefined
      )?.content['application/json'].schema;
      const params = (operation.parameters as Parameter[] | undefined) ?? [];
      const input = body ?? {
        type: 'object',
        properties: Object.fromEntries(params.map((param) => [param.name, param.schema])),
        required: params.filter((param) => param.required).map((param) => param.name),
      };
      const json = (
        operation.responses as Record<string, { content: Record<string, { schema: JsonSchema }> }>
      )['200'].content['application/json'].schema;
      const [success, error] = json.oneOf as JsonSchema[];
      writes.push({
        key: `${method.toUpperCase()} ${path}`,
        service: (operation.tags as Service[])[0],
        method,
        path,
        input,
        success,
        error,
        screens: operation['x-screens'] as string[],
        offers: (operation['x-offered-when'] as Offer[] | undefined) ?? [],
        refusals: (operation['x-business-refusals'] as BusinessRefusal[] | undefined) ?? [],
      });
    }
  }
  return writes;
}

/** The list operation of a screen: where a record for one of its actions is found. */
export function listOf(document: OpenApiDocument, screen: string) {
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of ['get', 'post'] as const) {
      const operation = item[method] as Record<string, unknown> | undefined;
      const kinds = (operation?.['x-kinds'] as string[] | undefined) ?? [];
      if (kinds.includes('list') && (operation?.['x-screens'] as string[]).includes(screen)) {
        return { method, path, service: (operation!.tags as Service[])[0] };
      }
    }
  }
  return undefined;
}

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  (Array.isArray(value) ? !value.length : /^-?0*(\.0*)?$/.test(String(value).trim()));

/** Whether a record is one the action is offered for: its `when` holds, its `unless` does not. */
export function offeredFor(offer: Offer, row: Record<string, unknown>): boolean {
  const holds = (values: (string | number)[], value: unknown) =>
    values.some((one) => String(one) === String(value));
  return (
    Object.entries(offer.when ?? {}).every(([field, values]) => holds(values, row[field])) &&
    !Object.entries(offer.unless ?? {}).some(([field, values]) => holds(values, row[field])) &&
    (offer.empty ?? []).every((field) => isEmpty(row[field]))
  );
}

let texts = 0;
/** Letters for a number: 1 → B, 27 → BB. */
const letters = (n: number): string =>
  (n >= 26 ? letters(Math.floor(n / 26)) : '') + String.fromCharCode(65 + (n % 26));
/** Texts of the n-th sample, for the patterns the declarations use (codes, numbers, addresses). */
const textsFor = (n: number) => [
  `OpenAPI check ${n}`,
  `OA${n}`,
  `OA-${n}`,
  `Oa${letters(n)}`,
  `9${String(n).padStart(9, '0')}`,
  `OAPICK${letters(n).padStart(2, 'A').slice(-2)}`,
  `https://openapi.example.com/${n}`,
  `555-010-${String(n).padStart(4, '0')}`,
];
const today = () => new Date().toISOString().slice(0, 10);

/** Whether a sample meets an `if` of the schema: its fields hold the values it names. */
function meets(condition: JsonSchema, value: Record<string, unknown>): boolean {
  const required = (condition.required as string[] | undefined) ?? [];
  if (required.some((key) => !(key in value))) return false;
  const properties = (condition.properties as Record<string, JsonSchema> | undefined) ?? {};
  return Object.entries(properties).every(([key, schema]) => {
    const allowed = schema.enum as unknown[] | undefined;
    return !allowed || allowed.includes(value[key]);
  });
}

/**
 * A value its schema accepts, taking ids and options from what the reads answered (`known`, by
 * field name, or `options:<list>.<field>` for a value an option list offered), never another
 * record's text (a number or a code that must be unique): an object's required fields, and those
 * its conditions require (`if`/`then`).
 */
export function sample(
  schema: JsonSchema,
  name: string,
  known: (name: string) => string | number | undefined,
): unknown {
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const choice = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (choice) return sample(choice[0], name, known);
  const types = [schema.type].flat();
  // A choice of an option list takes a value it offered; an id one a read answered.
  const options = schema['x-options'] as string | undefined;
  const optionValue = schema['x-option-value'] as string | undefined;
  const seen =
    options && optionValue
      ? (known(`options:${options}.${optionValue}`) ?? (name ? known(name) : undefined))
      : name && (/(Id|SN)$/.test(name) || !types.includes('string') || types.includes('integer'))
        ? known(name)
        : undefined;
  if (types.includes('object')) {
    const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
    const value: Record<string, unknown> = {};
    const fill = (keys: string[]) => {
      for (const key of keys) value[key] ??= sample(properties[key] ?? {}, key, known);
    };
    const required = (schema.required as string[] | undefined) ?? [];
    fill(required);
    // An object without required fields is a record's own (an action's send items): its values.
    if (!required.length) {
      for (const key of Object.keys(properties)) {
        const held = known(key);
        if (held !== undefined) value[key] = held;
      }
    }
    for (const condition of (schema.allOf as JsonSchema[] | undefined) ?? []) {
      const then = condition.then as JsonSchema | undefined;
      if (condition.if && then && meets(condition.if as JsonSchema, value)) {
        fill((then.required as string[] | undefined) ?? []);
      }
    }
    return value;
  }
  if (types.includes('array')) {
    const count = Math.max(1, (schema.minItems as number | undefined) ?? 1);
    return Array.from({ length: count }, () =>
      sample((schema.items as JsonSchema) ?? {}, name, known),
    );
  }
  if (types.includes('boolean')) return true;
  if (types.includes('integer') || types.includes('number')) {
    if (seen !== undefined && types.includes('string')) return seen;
    const minimum = (schema.minimum as number | undefined) ?? 0;
    const maximum = (schema.maximum as number | undefined) ?? Number.MAX_SAFE_INTEGER;
    return Math.min(Math.max(minimum, 1), maximum);
  }
  if (schema.format === 'date') return today();
  if (schema.format === 'date-time') return new Date().toISOString();
  if (schema.format === 'email') return 'openapi@example.com';
  const pattern = schema.pattern as string | undefined;
  if (pattern?.includes('(0|[1-9]')) return pattern.startsWith('^(-') ? '-1' : '1';
  if (pattern?.includes('0[1-9]|1[0-2]')) return today().slice(0, 7);
  const minimum = Math.max(1, (schema.minLength as number | undefined) ?? 1);
  const maximum = (schema.maxLength as number | undefined) ?? 40;
  const regex = pattern ? new RegExp(pattern) : undefined;
  const fits = (text: string) =>
    text.length >= minimum && text.length <= maximum && (!regex || regex.test(text));
  // A value an answer held, if it is within this field's bounds: a seeded text was never sent
  // through this form (an MCC id generated as any 12 digits, where the form takes 10).
  if (seen !== undefined && fits(String(seen))) return String(seen);
  // A text of its own each time (a number that must be unique), within the bounds and pattern.
  texts += 1;
  return textsFor(texts).find(fits) ?? textsFor(texts)[0];
}

/** A body the document refuses: a required value left out. */
export function broken(write: Write, valid: unknown): unknown {
  const schema = write.input.type === 'array' ? (write.input.items as JsonSchema) : write.input;
  const item = { ...((Array.isArray(valid) ? valid[0] : valid) as Record<string, unknown>) };
  const required = (schema.required as string[] | undefined) ?? [];
  if (required.length) delete item[required[required.length - 1]];
  return Array.isArray(valid) ? [item] : item;
}
