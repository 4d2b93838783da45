import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { afterAll, beforeAll } from 'vitest';
import { headers } from '@/data/contract';
import { answerDemoRequest, demoApiPrefixes, demoLogin } from '@demo-backend/httpAdapter';
import { DocumentValidator } from '@/contract/documentReads';
import type { OpenApiDocument } from '@/contract/openapi/document';
import type { JsonSchema } from '@/contract/openapi/fieldSchemas';
import type { Write } from './openapiWrites';
import {
  startMisbehavingBackend,
  type MisbehavingBackend,
} from '../../scripts/misbehavingBackend.mjs';

/**
 * The set-up the OpenAPI document's checks against the demo backend share
 * (tests/integration/openapiDemo.test.ts for the reads, openapiDemoWrites.test.ts for the writes):
 * the document, the demo backend behind the misbehaving one, the demo users' tokens, and how a
 * call is sent. Each test file loads its own copy, so each starts its own backend on fresh data.
 */
export const document = JSON.parse(readFileSync('openapi/console.json', 'utf8')) as OpenApiDocument;

const validator = new DocumentValidator(document);
/** A validator of one of the document's schemas, as the contract check compiles them. */
export const validatorFor = (schema: JsonSchema): ValidateFunction => validator.compile(schema);

/** Who asks: the demo admin first, then a reseller and the other roles for what admin may not read. */
const users = ['admin', 'reseller', 'financier', 'mediaagent', 'saleagent', 'bd'];

/** The running backend and the users' tokens (in the order of `users`), once started. */
export const demo = {
  backend: undefined as unknown as MisbehavingBackend,
  tokens: [] as string[],
};

/** Starts the demo backend and logs the users in before the file's tests; stops it after them. */
export function startDemoBackend(): void {
  let scratch = '';
  beforeAll(async () => {
    scratch = mkdtempSync(join(tmpdir(), 'openapi-'));
    writeFileSync(join(scratch, 'index.html'), '<!doctype html><title>x</title>');
    demo.backend = await startMisbehavingBackend({
      dist: scratch,
      api: { prefixes: demoApiPrefixes, handle: answerDemoRequest },
    });
    for (const user of users) demo.tokens.push(await demoLogin(demo.backend.url, user));
  });

  afterAll(async () => {
    await demo.backend?.close();
    if (scratch) rmSync(scratch, { recursive: true, force: true });
  });
}

/** Sends a call with a token: a GET's body as its query, a POST's as JSON; the answer's envelope. */
export async function send(
  call: Pick<Write, 'service' | 'path' | 'method'>,
  body: unknown,
  token: string,
) {
  const base = call.service === 'admin' ? '/admin-api' : '/api';
  let url = `${demo.backend.url}${base}${call.path}`;
  const init: RequestInit = {
    method: call.method.toUpperCase(),
    headers: {
      [headers.token]: headers.tokenValue(token),
      [headers.language]: 'en',
      'Content-Type': 'application/json',
    },
  };
  if (call.method === 'get') {
    const query = new URLSearchParams(
      Object.entries(body as Record<string, unknown>).map(([key, value]) => [key, String(value)]),
    );
    url = `${url}?${query}`;
  } else init.body = JSON.stringify(body);
  const response = await fetch(url, init);
  return (await response.json()) as { code?: number; msg?: string; data?: unknown };
}
