import { SeenValues } from '@/contract/calls';
import { documentReads, type DocumentRead } from '@/contract/documentReads';
import { headers, successCodes } from '@/data/contract';
import { demo, document, validatorFor } from './openapiDemo';
import { writeKinds } from './openapiWrites';

/**
 * Every read (GET) of openapi/console.json, called on the demo backend over HTTP and its answer
 * validated by Ajv (JSON Schema 2020-12, as OpenAPI 3.1 uses it) against the document's own
 * success schema: a mismatch names the operation and the field. The values the answers hold are
 * kept (`seen`, `seenBy`) for the reads that need them, and for the writes' bodies.
 */

/**
 * GET calls whose success the demo cannot give to a plain call, each with why. Anything else that
 * answers no success, or no JSON, fails the test.
 */
export const notCallable: Record<string, string> = {
  'GET /pay/return': 'answers only for a top-up paid by card under a provider payment id',
  'GET /login/logout': 'ends the session the other reads use',
};

/** A read of the document as the contract check reads it, keyed as the tests name it. */
interface Operation extends DocumentRead {
  /** Answers a file (not JSON) when it succeeds. */
  file: boolean;
}

/** The reads (GET) of the document, each with its params, success schema and screens. */
export function readOperations(): Operation[] {
  return documentReads(document, true)
    .filter((read) => read.method === 'GET' && !read.kinds.some((kind) => writeKinds.has(kind)))
    .map((read) => {
      const answer = (document.paths[read.path].get as { responses: Record<string, unknown> })
        .responses['200'] as { content: Record<string, unknown> };
      return {
        ...read,
        // A GET that writes (an action sent as GET) is no read: the writes are called apart.
        key: `GET ${read.path}`,
        file: Object.keys(answer.content).some((type) => type !== 'application/json'),
      };
    });
}

/** Field values seen in answers: overall, and per screen (a detail takes its list's). */
export const seen = new SeenValues();
export const seenBy = new Map<string, SeenValues>();
function learn(data: unknown, screens: readonly string[]): void {
  const rows = Array.isArray(data)
    ? data
    : data && typeof data === 'object'
      ? Array.isArray((data as { list?: unknown }).list)
        ? (data as { list: unknown[] }).list
        : [data]
      : [];
  const records = rows.filter(
    (row): row is Record<string, unknown> => !!row && typeof row === 'object',
  );
  seen.learn(records);
  for (const screen of screens) {
    const values = seenBy.get(screen) ?? new SeenValues();
    values.learn(records);
    seenBy.set(screen, values);
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
  return `${demo.backend.url}${base}${path}${search ? `?${search}` : ''}`;
}

type Outcome =
  { key: string; url: string; body: unknown } | { key: string; url: string; refused: string };

/** Sends a read with each user's token until one gets a success envelope. */
async function read(operation: Operation, url: string): Promise<Outcome> {
  let refused = '';
  for (const token of demo.tokens) {
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
export async function checkReads(): Promise<{ problems: string[]; validated: number }> {
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
      const where = `${operation.key} (${url.replace(demo.backend.url, '')})`;
      if ('refused' in outcome) {
        problems.push(`${where}: ${outcome.refused}`);
        continue;
      }
      validated += 1;
      if (outcome.body === null) continue;
      learn((outcome.body as { data?: unknown }).data, operation.screens);
      const validate = validatorFor(operation.success);
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
