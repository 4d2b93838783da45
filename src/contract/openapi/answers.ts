import type { RecordShape } from '@/data/normalise';
import { recordShapeOf, referenceShapeOf } from '@/data/resourceRegistry';
import type { SchemaDef } from '@/engine/types';
import { answerSchema, recordSchema, type JsonSchema } from './fieldSchemas';
import type { Role } from './roles';

/** The record schemas of the document, by component name: one per schema entity. */
export class RecordComponents {
  readonly schemas: Record<string, JsonSchema> = {};
  private readonly named = new Map<SchemaDef, string>();

  /** A `$ref` to the record of a schema, added under its entity's name on first use. */
  refOf(schema: SchemaDef): JsonSchema {
    let name = this.named.get(schema);
    if (!name) {
      const record = recordSchema(recordShapeOf(schema.fields, schema.id));
      const text = JSON.stringify(record);
      name = `${schema.entity}Record`;
      // Two schemas of one entity that read differently get names of their own.
      for (let n = 2; this.schemas[name] && JSON.stringify(this.schemas[name]) !== text; n += 1) {
        name = `${schema.entity}Record${n}`;
      }
      this.schemas[name] = record;
      this.named.set(schema, name);
    }
    return { $ref: `#/components/schemas/${name}` };
  }

  /** A `$ref` to a record named by its declaration, whose rows may hold records of its own. */
  namedRecord(name: string, shape: RecordShape, required?: readonly string[]): JsonSchema {
    const ref = { $ref: `#/components/schemas/${name}` };
    this.schemas[name] ??= { ...recordSchema(shape, new Map([[shape, ref]])), required };
    return ref;
  }
}

const anyRecord: JsonSchema = { type: 'object' };

/** The `data` of a call whose answer the console takes for done, reading nothing of it. */
const NOT_READ: JsonSchema = { description: 'not read by the console: any value, or none' };

/**
 * `{ list, total }`, the contract's list answer (src/data/contract.ts `ListPayload`); a list the
 * console does not page through (a hand-written call's) may leave out its total, which is then
 * its length (`normaliseList`).
 */
export const listOf = (record: JsonSchema, paged = true): JsonSchema => ({
  type: 'object',
  required: paged ? ['list', 'total'] : ['list'],
  properties: {
    list: { type: 'array', items: record },
    total: {
      type: ['integer', 'string'],
      minimum: 0,
      pattern: '^\\d+$',
      description: 'every row the filters match',
    },
  },
});

/**
 * What a role's answer carries in `data` (`NOT_READ` where the console takes the answer for done
 * and reads nothing of it); undefined for a file (a spreadsheet, a .zip), or a call written by
 * hand that declares nothing.
 */
function dataOf(role: Role, components: RecordComponents): JsonSchema | undefined {
  switch (role.kind) {
    case 'list':
      return listOf(role.resource.schema ? components.refOf(role.resource.schema) : anyRecord);
    case 'one':
      return role.resource.schema ? components.refOf(role.resource.schema) : anyRecord;
    case 'create':
    case 'update':
      return {
        anyOf: [
          role.resource.schema ? components.refOf(role.resource.schema) : anyRecord,
          { type: 'null' },
        ],
        description: 'the record as saved; without it the console keeps what it sent',
      };
    case 'action': {
      const shows = [role.action.shows ?? []].flat();
      if (!shows.length) return NOT_READ;
      const shape = recordShapeOf(role.resource.schema?.fields ?? {});
      return {
        type: 'object',
        required: shows,
        properties: Object.fromEntries(
          shows.map((name) => [name, shape[name] ? answerSchema(shape[name]) : { type: 'string' }]),
        ),
      };
    }
    case 'badge': {
      // src/layout/menu/useMenuBadge.ts `countOf`: a number, numeric text, `{ count }` or `{ total }`.
      const count = { type: ['integer', 'string'], minimum: 0, pattern: '^\\d+$' };
      return {
        anyOf: [
          count,
          { type: 'object', required: ['count'], properties: { count } },
          { type: 'object', required: ['total'], properties: { total: count } },
        ],
      };
    }
    case 'totals': {
      const shape = recordShapeOf(role.resource.schema?.fields ?? {});
      const sums = recordSchema(
        Object.fromEntries(
          [...(role.resource.totals?.fields ?? []), 'currency'].map((name) => [
            name,
            shape[name] ?? 'text',
          ]),
        ),
      );
      return { anyOf: [sums, { type: 'array', items: sums }] };
    }
    case 'option':
      return optionData(role.source);
    case 'hand-written': {
      const { call } = role;
      if (call.answer === 'not read') return NOT_READ;
      // A file comes instead of the envelope (responsesOf).
      if (call.answer === 'file') return undefined;
      const record = call.component
        ? components.namedRecord(call.component, call.shape, call.required)
        : { ...recordSchema(call.shape), required: call.required };
      return call.answer === 'list'
        ? { anyOf: [listOf(record, false), { type: 'array', items: record }] }
        : record;
    }
    case 'remove':
      return NOT_READ;
    // An import is told done by its rows sent (src/scaffolds/imports/ImportModal.tsx).
    case 'import':
      return NOT_READ;
    case 'read': {
      const record = recordSchema(role.read.shape);
      return role.read.answer === 'list'
        ? { anyOf: [listOf(record, false), { type: 'array', items: record }] }
        : { anyOf: [record, { type: 'null' }] };
    }
    default:
      return undefined;
  }
}

const allOf = (schemas: JsonSchema[]): JsonSchema =>
  schemas.length > 1 ? { allOf: schemas } : schemas[0];

/**
 * What an operation's answer carries in `data`, read by each of its roles: every reader's
 * expectations hold at once (`allOf`); a list or a record read by several screens is one list
 * whose rows fit each screen's record.
 */
export function answerOf(roles: readonly Role[], components: RecordComponents) {
  const parts: JsonSchema[] = [];
  const seen = new Set<string>();
  const add = (schema: JsonSchema | undefined) => {
    const text = JSON.stringify(schema);
    if (!schema || seen.has(text)) return;
    seen.add(text);
    parts.push(schema);
  };
  const records = (kind: 'list' | 'one') => {
    const refs = new Map<string, JsonSchema>();
    for (const role of roles) {
      if (role.kind !== kind || !role.resource.schema) continue;
      const ref = components.refOf(role.resource.schema);
      refs.set(JSON.stringify(ref), ref);
    }
    return refs.size ? allOf([...refs.values()]) : undefined;
  };
  const listRecord = records('list');
  if (listRecord) add(listOf(listRecord));
  const one = records('one');
  if (one) add(one);
  for (const role of roles) {
    if ((role.kind === 'list' || role.kind === 'one') && role.resource.schema) continue;
    add(dataOf(role, components));
  }
  return parts.length ? allOf(parts) : undefined;
}

/**
 * An option list: `{ list, total }` or a bare list (SPEC §7 shows bare lists for the named option
 * calls); one group of an answer of groups for the staff of a role (`listV2`).
 */
function optionData(source: Extract<Role, { kind: 'option' }>['source']): JsonSchema {
  const record = recordSchema(referenceShapeOf(source));
  const rows = { anyOf: [listOf(record), { type: 'array', items: record }] };
  const group = source.group;
  if (!group) return rows;
  return {
    type: 'object',
    required: [group.groups],
    properties: {
      [group.groups]: {
        type: 'array',
        items: {
          type: 'object',
          required: [group.key, group.rows],
          properties: {
            [group.key]: { type: ['integer', 'string'] },
            [group.rows]: { type: 'array', items: record },
          },
        },
      },
    },
  };
}
