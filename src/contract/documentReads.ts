import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import type { Service } from '@/data/contract';
import type { OpenApiDocument } from './openapi/document';
import type { JsonSchema } from './openapi/fieldSchemas';
import type { Finding } from './judge';

/** The kinds of operation the contract check reads (`x-kinds` of openapi/console.json). */
const READ_KINDS = new Set(['list', 'one', 'option', 'read']);

/** A parameter of an operation, as the document states it. */
export interface DocumentParam {
  name: string;
  in: string;
  required?: boolean;
  schema: JsonSchema;
}

/** One read operation of the document: what the check sends and what the answer must be. */
export interface DocumentRead {
  /** `main GET /client/list`, as `callKey` keys a call. */
  key: string;
  service: Service;
  method: 'GET' | 'POST';
  path: string;
  kinds: readonly string[];
  screens: readonly string[];
  parameters: readonly DocumentParam[];
  /** The success envelope of its 200 answer (the first of its `oneOf`). */
  success: JsonSchema;
}

type Operation = Record<string, unknown>;

/**
 * The reads of the document, in its order: every operation whose `x-kinds` names a list, a
 * record, an option list or a hand-written read, on either service (its tag).
 */
export function documentReads(document: OpenApiDocument, all = false): DocumentRead[] {
  const reads: DocumentRead[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of ['get', 'post'] as const) {
      const operation = item[method] as Operation | undefined;
      const kinds = (operation?.['x-kinds'] as string[] | undefined) ?? [];
      if (!operation || !(all || kinds.some((kind) => READ_KINDS.has(kind)))) continue;
      const responses = operation.responses as Record<string, { content?: Operation }>;
      const json = (responses['200']?.content?.['application/json'] as Operation | undefined)
        ?.schema as JsonSchema | undefined;
      const service = (operation.tags as Service[])[0];
      reads.push({
        key: `${service} ${method.toUpperCase()} ${path}`,
        service,
        method: method === 'get' ? 'GET' : 'POST',
        path,
        kinds,
        screens: (operation['x-screens'] as string[] | undefined) ?? [],
        parameters: (operation.parameters as DocumentParam[] | undefined) ?? [],
        success: ((json?.oneOf as JsonSchema[] | undefined) ?? [json ?? {}])[0],
      });
    }
  }
  return reads;
}

/** One operation of the document by its key (`main GET /login/getAdminInfo`), if it has it. */
export const documentOperation = (document: OpenApiDocument, key: string) =>
  documentReads(document, true).find((read) => read.key === key);

/** The value the document fixes for a param (a `const`, its first example), if any. */
export function fixedValueOf(param: DocumentParam, domain: string): string | number | undefined {
  const { schema } = param;
  if (typeof schema.const === 'string' || typeof schema.const === 'number') return schema.const;
  if (schema.format === 'hostname') return domain;
  const [example] = (schema.examples as unknown[] | undefined) ?? [];
  return typeof example === 'string' || typeof example === 'number' ? example : undefined;
}

/** The values the document fixes for an operation's params (a fixed filter, a host name). */
export function fixedParamsOf(read: DocumentRead, domain: string) {
  const params: Record<string, string | number> = {};
  for (const param of read.parameters) {
    const value = fixedValueOf(param, domain);
    if (value !== undefined) params[param.name] = value;
  }
  return params;
}

/** Where in a record an Ajv error points: `clientSN`, `rows[].amount`; '' for the answer itself. */
function fieldOf(instancePath: string): { field: string; row: string } {
  const parts = instancePath.split('/').slice(1);
  if (parts[0] === 'data') parts.shift();
  let row = '';
  if (parts[0] === 'list' && /^\d+$/.test(parts[1] ?? '')) row = parts.splice(0, 2).join('/');
  else if (/^\d+$/.test(parts[0] ?? '')) row = parts.splice(0, 1).join('/');
  const field = parts.map((part) => (/^\d+$/.test(part) ? '[]' : part)).join('.');
  return { field: field.replace(/\.\[\]\./g, '[].').replace(/\.\[\]$/, '[]'), row };
}

/**
 * Validates answers against the document's own schemas (JSON Schema 2020-12, as OpenAPI 3.1
 * uses it): each operation's success envelope, with the document's components for its `$ref`s.
 */
export class DocumentValidator {
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly compiled = new Map<string, ValidateFunction>();

  constructor(private readonly document: OpenApiDocument) {
    addFormats(this.ajv);
  }

  /** A validator of one of the document's schemas, its components there for the `$ref`s. */
  compile(schema: JsonSchema): ValidateFunction {
    return this.ajv.compile({ ...schema, components: this.document.components });
  }

  /**
   * What does not fit the operation's success schema, one misfit per field (with how many rows
   * it concerns), leaving out the fields `known` already names: the data layer's own reading
   * says it in the console's words.
   */
  findings(read: DocumentRead, body: unknown, known: readonly Finding[]): Finding[] {
    let validate = this.compiled.get(read.key);
    if (!validate) {
      validate = this.compile(read.success);
      this.compiled.set(read.key, validate);
    }
    // A refusal, or no envelope: the data layer's reading has said it.
    if (validate(body) || known.some((one) => one.misfit && !one.field)) return [];
    const named = new Set(known.filter((one) => one.misfit).map((one) => one.field ?? ''));
    const byField = new Map<string, { message: string; rows: Set<string> }>();
    for (const error of deepest(validate.errors ?? [])) {
      const { field, row } = fieldOf(error.instancePath);
      if (named.has(field)) continue;
      const entry = byField.get(field) ?? { message: messageOf(error), rows: new Set<string>() };
      entry.rows.add(row);
      byField.set(field, entry);
    }
    return [...byField].map(([field, { message, rows }]) => ({
      misfit: true,
      ...(field ? { field } : {}),
      message: `does not fit openapi/console.json: ${message}${rows.size > 1 ? ` (${rows.size} rows)` : ''}`,
    }));
  }
}

/** The errors that say most: of an `anyOf`'s branches, those at the deepest place. */
function deepest(errors: readonly ErrorObject[]): ErrorObject[] {
  const byPath = new Map<string, ErrorObject[]>();
  for (const error of errors) {
    byPath.set(error.instancePath, [...(byPath.get(error.instancePath) ?? []), error]);
  }
  const paths = [...byPath.keys()];
  return paths
    .filter((path) => !paths.some((other) => other !== path && other.startsWith(`${path}/`)))
    .map((path) => byPath.get(path)!.find((error) => error.keyword !== 'anyOf')!)
    .filter(Boolean);
}

function messageOf(error: ErrorObject): string {
  const allowed = (error.params as { allowedValues?: unknown[] }).allowedValues;
  if (allowed) return `must be one of ${JSON.stringify(allowed).slice(0, 60)}`;
  return error.message ?? error.keyword;
}
