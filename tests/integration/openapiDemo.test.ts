// @vitest-environment node
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { headers, successCodes, type Service } from '@/data/contract';
import { answerDemoRequest, demoApiPrefixes, demoLogin } from '@demo-backend/httpAdapter';
import type { OpenApiDocument } from '@/contract/openapi/document';
import type { JsonSchema } from '@/contract/openapi/fieldSchemas';
import {
  startMisbehavingBackend,
  type MisbehavingBackend,
} from '../../scripts/misbehavingBackend.mjs';

/**
 * Every read (GET) of openapi/console.json, called on the demo backend over HTTP and its answer
 * validated by Ajv (JSON Schema 2020-12, as OpenAPI 3.1 uses it) against the document's own
 * success schema: a mismatch names the operation and the field.
 */
const document = JSON.parse(readFileSync('openapi/console.json', 'utf8')) as OpenApiDocument;
const scratch = mkdtempSync(join(tmpdir(), 'openapi-'));
let backend: MisbehavingBackend;
/** Who asks: the demo admin first, then a reseller and the other roles for what admin may not read. */
const users = ['admin', 'reseller', 'financier', 'mediaagent', 'saleagent', 'bd'];
const tokens: string[] = [];

/**
 * GET calls whose success the demo cannot give to a plain call, each with why. Anything else that
 * answers no success, or no JSON, fails the test.
 */
const notCallable: Record<string, string> = {
  'GET /pay/return': 'answers only for a top-up paid by card under a provider payment id',
  'GET /poster/download': 'answers a .zip, which the document does not describe (hand-written)',
  'GET /login/logout': 'ends the session the other reads use',
  'GET /dashboard/consumption':
    'the demo does not serve it (10099; hand-written, undeclared answer)',
  'GET /dashboard/goals': 'the demo does not serve it (10099; hand-written, undeclared answer)',
  'GET /login/getQrCode': 'the demo does not serve it on the admin service (10099)',
};

const writeKinds = new Set(['create', 'update', 'remove', 'action', 'import']);

interface Operation {
  key: string;
  service: Service;
  path: string;
  parameters: { name: string; in: string; required?: boolean; schema: JsonSchema }[];
  success: JsonSchema;
  file: boolean;
  screens: string[];
}

function readOperations(): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    const get = item.get as Record<string, never> | undefined;
    // A GET that writes (an action sent as GET) is no read: the writes are called apart.
    if (!get || (get['x-kinds'] as string[]).some((kind) => writeKinds.has(kind))) continue;
    const content = (
      get.responses as Record<string, { content: Record<string, { schema: JsonSchema }> }>
    )['200'].content;
    const json = content['application/json'].schema;
    operations.push({
      key: `GET ${path}`,
      service: (get.tags as Service[])[0],
      path,
      parameters: (get.parameters as Operation['parameters']) ?? [],
      success: ((json.oneOf as JsonSchema[] | undefined) ?? [json])[0],
      file: Object.keys(content).some((type) => type !== 'application/json'),
      screens: get['x-screens'] as string[],
    });
  }
  return operations;
}

const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
/** An operation's success schema, with the document's components for its `$ref`s. */
const validatorOf = (operation: Operation): ValidateFunction =>
  ajv.compile({ ...operation.success, components: document.components });

/** Field values seen in answers, by name: overall, and per screen (a detail takes its list's). */
const seen = new Map<string, string | number>();
const seenBy = new Map<string, Map<string, string | number>>();
function learn(data: unknown, screens: readonly string[]): void {
  const rows = Array.isArray(data)
    ? data
    : data && typeof data === 'object'
      ? Array.isArray((data as { list?: unknown }).list)
        ? (data as { list: unknown[] }).list
        : [data]
      : [];
  for (const row of rows) {
    if (!row || typeof row !== 'object') continue;
    for (const [name, value] of Object.entries(row as Record<string, unknown>)) {
      if (typeof value !== 'number' && (typeof value !== 'string' || value === '')) continue;
      if (!seen.has(name)) seen.set(name, value);
      for (const screen of screens) {
        const values = seenBy.get(screen) ?? new Map<string, string | number>();
        if (!values.has(name)) values.set(name, value);
        seenBy.set(screen, values);
      }
    }
  }
}
const seenValue = (operation: Operation, name: string) =>
  operation.screens
    .map((screen) => seenBy.get(screen)?.get(name))
    .find((one) => one !== undefined) ?? seen.get(name);

/** The address of a read, or null while a required param has no value yet. */
function urlOf(operation: Operation, useSeen = true): string | null {
  const query = new URLSearchParams();
  let path = operation.path;
  for (const param of operation.parameters) {
    const fixed = (param.schema.const ??
      (param.schema.examples as unknown[] | undefined)?.[0] ??
      (param.schema.enum as unknown[] | undefined)?.[0]) as string | number | undefined;
    const value =
      param.name === 'page'
        ? 1
        : param.name === 'pageSize'
          ? 5
          : (fixed ??
            (param.schema.format === 'hostname'
              ? '127.0.0.1'
              : useSeen
                ? seenValue(operation, param.name)
                : undefined));
    if (value === undefined) {
      if (param.required) return null;
      continue;
    }
    if (param.in === 'path')
      path = path.replace(`{${param.name}}`, encodeURIComponent(String(value)));
    else query.set(param.name, String(value));
  }
  const base = operation.service === 'admin' ? '/admin-api' : '/api';
  const search = query.toString();
  return `${backend.url}${base}${path}${search ? `?${search}` : ''}`;
}

beforeAll(async () => {
  writeFileSync(join(scratch, 'index.html'), '<!doctype html><title>x</title>');
  backend = await startMisbehavingBackend({
    dist: scratch,
    api: { prefixes: demoApiPrefixes, handle: answerDemoRequest },
  });
  for (const user of users) tokens.push(await demoLogin(backend.url, user));
});

afterAll(async () => {
  await backend?.close();
  rmSync(scratch, { recursive: true, force: true });
});

type Outcome =
  { key: string; url: string; body: unknown } | { key: string; url: string; refused: string };

/** Sends a read with each user's token until one gets a success envelope. */
async function read(operation: Operation, url: string): Promise<Outcome> {
  let refused = '';
  for (const token of tokens) {
    const response = await fetch(url, {
      headers: { [headers.token]: headers.tokenValue(token), [headers.language]: 'en' },
    });
    const type = response.headers.get('content-type') ?? '';
    if (!type.includes('json')) {
      if (operation.file && response.status === 200) return { key: operation.key, url, body: null };
      refused = `HTTP ${response.status}, ${type || 'no content type'}`;
      continue;
    }
    const body = (await response.json()) as { code?: number; msg?: string };
    if (successCodes[operation.service].has(body.code as number))
      return { key: operation.key, url, body };
    refused = `code ${body.code}: ${body.msg}`;
  }
  return { key: operation.key, url, refused };
}

/** Calls every read and validates each success; the problems, each naming its operation. */
async function checkReads(): Promise<{ problems: string[]; validated: number }> {
  const pending = readOperations().filter((operation) => !notCallable[operation.key]);
  const problems: string[] = [];
  let validated = 0;
  // The first pass sends only reads that need no value from an answer; the next ones those whose
  // params earlier answers gave (a detail takes an id from its own screen's list first).
  for (let pass = 0, progress = true; pending.length && progress; pass += 1) {
    progress = pass === 0;
    for (const operation of [...pending]) {
      const url = urlOf(operation, pass > 0);
      if (!url) continue;
      pending.splice(pending.indexOf(operation), 1);
      progress = true;
      const outcome = await read(operation, url);
      const where = `${operation.key} (${url.replace(backend.url, '')})`;
      if ('refused' in outcome) {
        problems.push(`${where}: ${outcome.refused}`);
        continue;
      }
      validated += 1;
      if (outcome.body === null) continue;
      learn((outcome.body as { data?: unknown }).data, operation.screens);
      const validate = validatorOf(operation);
      if (!validate(outcome.body)) {
        const errors = [
          ...new Set(
            (validate.errors ?? []).map((error) => `${error.instancePath || '/'} ${error.message}`),
          ),
        ];
        problems.push(`${where}: does not fit: ${errors.slice(0, 3).join('; ')}`);
      }
    }
  }
  for (const operation of pending) problems.push(`${operation.key}: no value for a required param`);
  return { problems, validated };
}

describe('the OpenAPI document against the demo backend', () => {
  it("answers every read as the document's schemas say", async () => {
    backend.setMode('normal');
    const { problems, validated } = await checkReads();
    expect(problems).toEqual([]);
    expect(validated).toBe(readOperations().length - Object.keys(notCallable).length);
    expect(validated).toBeGreaterThan(100);
  });

  it('names the operation and the field of an answer that does not fit', async () => {
    // Objects where text is expected (scripts/misbehavingBackend.mjs).
    backend.setMode('wrongTypes');
    const { problems } = await checkReads();
    backend.setMode('normal');
    const clientList = problems.find((problem) => problem.startsWith('GET /client/list ('));
    expect(clientList).toMatch(/does not fit: .*\/data\/list\/0\/clientSN must be/);
  });
});

// ---- Writes: once with a body built from the document's bounds, once with one they refuse ----

interface Write {
  key: string;
  service: Service;
  method: 'get' | 'post';
  path: string;
  input: JsonSchema;
  success: JsonSchema;
  error: JsonSchema;
  screens: string[];
}

function readWrites(): Write[] {
  const writes: Write[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of ['get', 'post'] as const) {
      const operation = item[method] as Record<string, never> | undefined;
      const kinds = (operation?.['x-kinds'] as string[] | undefined) ?? [];
      if (!operation || !kinds.some((kind) => writeKinds.has(kind))) continue;
      const body = (
        operation.requestBody as { content: Record<string, { schema: JsonSchema }> } | undefined
      )?.content['application/json'].schema;
      const params = (operation.parameters as Operation['parameters'] | undefined) ?? [];
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
      });
    }
  }
  return writes;
}

const today = () => new Date().toISOString().slice(0, 10);

/** A value its schema accepts, taking ids and options from what the reads answered. */
function sample(schema: JsonSchema, name: string, write: Write): unknown {
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const choice = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (choice) return sample(choice[0], name, write);
  const types = [schema.type].flat();
  const screen = write.screens[0].split('.')[0];
  const known = seenBy.get(screen)?.get(name) ?? seen.get(name);
  if (types.includes('object')) {
    const properties = (schema.properties as Record<string, JsonSchema> | undefined) ?? {};
    return Object.fromEntries(
      ((schema.required as string[] | undefined) ?? []).map((key) => [
        key,
        sample(properties[key] ?? {}, key, write),
      ]),
    );
  }
  if (types.includes('array')) {
    const count = Math.max(1, (schema.minItems as number | undefined) ?? 1);
    return Array.from({ length: count }, () =>
      sample((schema.items as JsonSchema) ?? {}, name, write),
    );
  }
  if (types.includes('boolean')) return true;
  if (types.includes('integer') || types.includes('number')) {
    if (known !== undefined && types.includes('string')) return known;
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
  if (known !== undefined) return String(known);
  const length = Math.max(1, (schema.minLength as number | undefined) ?? 1);
  return 'OpenAPI check'.padEnd(length, 'x').slice(0, Math.max(length, 13));
}

async function send(write: Write, body: unknown, token: string): Promise<unknown> {
  const base = write.service === 'admin' ? '/admin-api' : '/api';
  let url = `${backend.url}${base}${write.path}`;
  const init: RequestInit = {
    method: write.method.toUpperCase(),
    headers: {
      [headers.token]: headers.tokenValue(token),
      [headers.language]: 'en',
      'Content-Type': 'application/json',
    },
  };
  if (write.method === 'get') {
    const query = new URLSearchParams(
      Object.entries(body as Record<string, unknown>).map(([key, value]) => [key, String(value)]),
    );
    url = `${url}?${query}`;
  } else init.body = JSON.stringify(body);
  const response = await fetch(url, init);
  return response.json();
}

/** A body the document refuses: a required value left out, else a text one character too long. */
function broken(write: Write, valid: unknown): unknown {
  const schema = write.input.type === 'array' ? (write.input.items as JsonSchema) : write.input;
  const item = { ...((Array.isArray(valid) ? valid[0] : valid) as Record<string, unknown>) };
  const required = (schema.required as string[] | undefined) ?? [];
  if (required.length) delete item[required[required.length - 1]];
  return Array.isArray(valid) ? [item] : item;
}

describe('the OpenAPI document against the demo backend: writes', () => {
  it('refuses a body outside the bounds with the documented error; a taken body answers as documented', async () => {
    backend.setMode('normal');
    if (!seen.size) await checkReads();
    const problems: string[] = [];
    let refused = 0;
    let taken = 0;
    for (const write of readWrites()) {
      const fits = ajv.compile({ ...write.input, components: document.components });
      const valid = sample(write.input, '', write);
      if (!fits(valid)) {
        // Only a format of the declaration's own (a regular expression) is not sampled here.
        const error = fits.errors?.[0];
        if (error?.keyword !== 'pattern')
          problems.push(`${write.key}: no valid sample: ${JSON.stringify(error)}`);
        continue;
      }
      const invalid = broken(write, valid);
      if (!fits(invalid)) {
        const answer = await send(write, invalid, tokens[0]);
        const documented = ajv.compile({ ...write.error, components: document.components });
        if (documented(answer)) refused += 1;
        else
          problems.push(
            `${write.key}: took a body the document refuses: ${JSON.stringify(answer).slice(0, 160)}`,
          );
      }
      // The valid body, by each user until one may (rights and states decide the others).
      for (const token of tokens) {
        const answer = (await send(write, valid, token)) as { code?: number };
        if (!successCodes[write.service].has(answer.code as number)) continue;
        const validate = ajv.compile({ ...write.success, components: document.components });
        if (validate(answer)) taken += 1;
        else
          problems.push(
            `${write.key}: answer does not fit: ${JSON.stringify(validate.errors?.[0])}`,
          );
        break;
      }
    }
    expect(problems).toEqual([]);
    expect(refused).toBeGreaterThan(200);
    expect(taken).toBeGreaterThan(50);
  });
});
