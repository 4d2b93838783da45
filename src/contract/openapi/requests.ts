import { paging } from '@/data/contract';
import type { SentValue } from '@/data/handWrittenAnswers';
import { reasonKeyOf } from '@/engine/actions';
import { fieldTypeOf } from '@/engine/fieldTypes';
import { defaultOrderOf } from '@/engine/listOrder';
import type { FieldDef, ResourceDef } from '@/engine/types';
import { inputObject, inputSchema, type JsonSchema } from './fieldSchemas';
import { idParamOf, type Role } from './roles';

/** A query parameter of an operation (OpenAPI's Parameter Object, `in: query`). */
export interface QueryParam {
  name: string;
  in: 'query';
  required?: boolean;
  description?: string;
  schema: JsonSchema;
}

const idSchema = (resource: ResourceDef): JsonSchema =>
  resource.schema?.fields[resource.schema.id]?.type === 'text'
    ? { type: 'string', minLength: 1 }
    : { type: ['integer', 'string'], pattern: '^\\d+$' };

/** Paging, as every list takes it (src/data/contract.ts `paging`). */
export const pagingParams: QueryParam[] = [
  {
    name: paging.page,
    in: 'query',
    description: 'page number, from 1',
    schema: { type: 'integer', minimum: 1 },
  },
  {
    name: paging.pageSize,
    in: 'query',
    description: 'rows per page',
    schema: { type: 'integer', minimum: 1 },
  },
];

/** How a filter of a field travels (src/data/dataProvider.ts): by its type's filter kind. */
function filterParams(name: string, field: FieldDef): QueryParam[] {
  const kind = fieldTypeOf(field).filter;
  if (!field.filter || !kind) return [];
  if (kind === 'range') {
    const day = (end: boolean): QueryParam => ({
      name: `${name}${end ? 'End' : 'Start'}`,
      in: 'query',
      description: `${end ? 'end of the last' : 'start of the first'} day of a range of ${name}, in seconds (UTC+8 days)`,
      schema: { type: 'integer' },
    });
    return [day(false), day(true)];
  }
  if (kind === 'month') {
    return [{ name, in: 'query', schema: { type: 'string', pattern: '^\\d{4}-(0[1-9]|1[0-2])$' } }];
  }
  if (kind === 'contains') {
    return [
      { name, in: 'query', description: 'text the value contains', schema: { type: 'string' } },
    ];
  }
  const one = field.type === 'enum' ? inputSchema({ ...field, form: {} }) : { type: 'string' };
  return [
    {
      name,
      in: 'query',
      description: 'one value, or several separated by commas',
      schema: field.type === 'enum' ? { anyOf: [one, { type: 'string', pattern: ',' }] } : one,
    },
  ];
}

/** A list's query: its filters, the route's and fixed ones, paging and sort. */
export function listParams(resource: ResourceDef): QueryParam[] {
  const params: QueryParam[] = [];
  const fields = resource.schema?.fields ?? {};
  for (const [route, field] of Object.entries(resource.paramFilters ?? {})) {
    params.push({
      name: field,
      in: 'query',
      required: true,
      description: `from the page's route (:${route})`,
      schema: fields[field]
        ? inputSchema({ ...fields[field], form: {} })
        : { type: ['integer', 'string'] },
    });
  }
  for (const [name, value] of Object.entries(resource.fixedFilters ?? {})) {
    params.push({ name, in: 'query', required: true, schema: { const: value } });
  }
  for (const [name, field] of Object.entries(resource.schema?.fields ?? {})) {
    params.push(...filterParams(name, field));
  }
  const order = defaultOrderOf(resource);
  const sortable = Object.entries(resource.schema?.fields ?? {})
    .filter(([, field]) => typeof field.list === 'object' && field.list.sortable)
    .map(([name]) => name);
  const sortFields = [...new Set([...(order ? [order.field] : []), ...sortable])];
  if (sortFields.length) {
    params.push(
      { name: paging.sortField, in: 'query', schema: { enum: sortFields } },
      {
        name: paging.sortOrder,
        in: 'query',
        description: order ? `until the user sorts: ${order.field} ${order.order}` : undefined,
        schema: { enum: ['asc', 'desc'] },
      },
    );
  }
  return [...params, ...pagingParams];
}

/** A form's fields in one mode (src/scaffolds/schemaFields.ts `formFields`). */
function formFieldsOf(resource: ResourceDef, mode: 'create' | 'edit'): Record<string, FieldDef> {
  return Object.fromEntries(
    Object.entries(resource.schema?.fields ?? {}).filter(([, field]) => {
      if (!field.form || field.computed) return false;
      const on = typeof field.form === 'object' ? field.form.on : undefined;
      return !on || on === mode;
    }),
  );
}

const withKeys = (object: JsonSchema, extra: Record<string, JsonSchema>, required: string[]) => {
  const before = (object.required as string[] | undefined) ?? [];
  const all = [...new Set([...before, ...required])];
  return {
    ...object,
    properties: { ...(object.properties as object), ...extra },
    ...(all.length ? { required: all } : {}),
  };
};

/**
 * What a call sends, as one object (the JSON body of a POST, the query of a GET): a create's and
 * an edit's form fields with their bounds, an id, an action's values and reason, an import's
 * rows. Undefined for reads, whose params are their query.
 */
export function inputOf(role: Role, endpoint: string): JsonSchema | undefined {
  if (role.kind === 'hand-written') return sendsOf(role.call.sends);
  if (!('resource' in role)) return undefined;
  const { resource } = role;
  const id = (key: string) => ({ [key]: idSchema(resource) });
  switch (role.kind) {
    case 'create': {
      const owner: Record<string, JsonSchema> = {};
      for (const [name, value] of Object.entries(resource.fixedFilters ?? {}))
        owner[name] = { const: value };
      for (const field of Object.values(resource.paramFilters ?? {}))
        owner[field] = { type: ['integer', 'string'] };
      return withKeys(inputObject(formFieldsOf(resource, 'create')), owner, []);
    }
    case 'update': {
      const key = idParamOf(resource, endpoint);
      return withKeys(inputObject(formFieldsOf(resource, 'edit')), id(key), [key]);
    }
    case 'remove': {
      const key = idParamOf(resource, endpoint);
      return { type: 'object', properties: id(key), required: [key] };
    }
    case 'action':
      return actionInput(resource, role.action, endpoint);
    case 'import':
      return {
        type: 'object',
        properties: {
          rows: { type: 'array', minItems: 1, items: inputObject(role.definition.fields) },
        },
        required: ['rows'],
        description: 'every row of the sheet at once (an assumed body)',
      };
    default:
      return undefined;
  }
}

function actionInput(
  resource: ResourceDef,
  action: NonNullable<ResourceDef['actions']>[string],
  endpoint: string,
): JsonSchema {
  if (action.body) {
    const fields = resource.schema?.fields ?? {};
    const properties: Record<string, JsonSchema> = {};
    for (const name of action.body.fields) {
      properties[name] = fields[name] ? inputSchema({ ...fields[name], form: {} }) : {};
    }
    for (const [name, value] of Object.entries(action.sets ?? {}))
      properties[name] = { const: value };
    // The record's fields go as the record holds them (an empty one is left out); `sets` always.
    const sets = Object.keys(action.sets ?? {});
    const item = { type: 'object', properties, ...(sets.length ? { required: sets } : {}) };
    return action.body.list ? { type: 'array', minItems: 1, items: item } : item;
  }
  const key = idParamOf(resource, endpoint);
  const extra: Record<string, JsonSchema> = {
    [key]: idSchema(resource),
  };
  const required = [key];
  const reason = reasonKeyOf(action);
  if (reason) {
    extra[reason] = inputSchema({ type: 'textarea', form: { required: true } });
    required.push(reason);
  }
  if (action.batchKey) {
    extra[action.batchKey] = {
      type: 'string',
      pattern: '^\\d{14}-\\d{3}$',
      description: 'names the batch this call belongs to',
    };
  }
  return withKeys(inputObject(action.fields ?? {}), extra, required);
}

/** One value a hand-written call sends: text unless typed (an enum its codes, a file its bytes). */
function sentSchema(one: SentValue): JsonSchema {
  if (one.enum) return { enum: one.enum };
  if (one.type === 'binary')
    return { type: 'string', contentMediaType: 'application/octet-stream' };
  if (one.type) return { type: one.type };
  return {
    type: 'string',
    minLength: one.required ? 1 : undefined,
    pattern: one.pattern,
    examples: one.example === undefined ? undefined : [one.example],
  };
}

/** What a hand-written call sends, as one object. */
function sendsOf(sends: Extract<Role, { kind: 'hand-written' }>['call']['sends']) {
  if (!sends) return undefined;
  const entries = Object.entries(sends);
  const required = entries.filter(([, one]) => one.required).map(([name]) => name);
  return {
    type: 'object',
    properties: Object.fromEntries(entries.map(([name, one]) => [name, sentSchema(one)])),
    ...(required.length ? { required } : {}),
  };
}

/** A GET's input as query params: each top-level property one param. */
export function asQuery(input: JsonSchema): QueryParam[] {
  const required = new Set((input.required as string[] | undefined) ?? []);
  return Object.entries((input.properties as Record<string, JsonSchema>) ?? {}).map(
    ([name, schema]) => ({ name, in: 'query', required: required.has(name) || undefined, schema }),
  );
}
