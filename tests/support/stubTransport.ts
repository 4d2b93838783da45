import { isDeepStrictEqual } from 'node:util';
import { onTestFinished } from 'vitest';

/** A request as it left the console. */
export interface RecordedRequest {
  method: string;
  /** The full URL, query included, exactly as passed to fetch. */
  url: string;
  /** The URL's path, without origin or query. */
  path: string;
  /** The query, decoded; a key sent twice holds its values in order. */
  query: Record<string, string | string[]>;
  /** The headers with the names the console gave them. */
  headers: Record<string, string>;
  /** A text body (JSON); undefined when none was sent or it was a form. */
  bodyText: string | undefined;
  /** The text body read as JSON; undefined when there is none or it is not JSON. */
  json: unknown;
  /** A multipart body. */
  form: FormData | undefined;
  signal: AbortSignal | undefined;
}

/** What the stubbed backend answers to one expected call. */
export type CannedAnswer =
  | { json: unknown; status?: number; headers?: Record<string, string> }
  | { text: string; status?: number; headers?: Record<string, string> }
  /** fetch rejects as a browser does when the server cannot be reached. */
  | { networkError: true }
  /** No answer ever comes: the call settles only when its signal aborts it. */
  | { hang: true };

export interface ExpectedCall {
  method: 'GET' | 'POST';
  /** The exact URL: absolute, or starting with `/` for one on the page's own origin. */
  url: string;
  /** When present, the JSON the body must hold; `undefined` when no body may be sent. */
  body?: unknown;
  answer: CannedAnswer;
}

export interface StubTransport {
  /** The fetch replacement to hand to the client (or to stub the global with). */
  readonly fetch: typeof fetch;
  /** Every request received, expected or not, in order. */
  readonly requests: readonly RecordedRequest[];
  /** Throws unless every expected call came, in order, and nothing else did. */
  assertAllCalled(): void;
}

/** The answer to a call in the backend's envelope (field names of src/data/contract.ts). */
export function envelope(code: unknown, data: unknown = null, msg: unknown = ''): CannedAnswer {
  return { json: { code, msg, data } };
}

function headersOf(init: RequestInit | undefined): Record<string, string> {
  const given = init?.headers;
  if (!given) return {};
  if (given instanceof Headers || Array.isArray(given)) {
    return Object.fromEntries(new Headers(given).entries());
  }
  return { ...given };
}

function queryOf(search: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key);
    query[key] = values.length === 1 ? values[0] : values;
  }
  return query;
}

function record(input: RequestInfo | URL, init: RequestInit | undefined): RecordedRequest {
  const url = input instanceof Request ? input.url : String(input);
  const parsed = new URL(url, window.location.origin);
  const body = init?.body;
  const bodyText = typeof body === 'string' ? body : undefined;
  let json: unknown;
  if (bodyText !== undefined) {
    try {
      json = JSON.parse(bodyText);
    } catch {
      json = undefined;
    }
  }
  return {
    method: (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase(),
    url,
    path: parsed.pathname,
    query: queryOf(parsed.searchParams),
    headers: headersOf(init),
    bodyText,
    json,
    form: body instanceof FormData ? body : undefined,
    signal: init?.signal ?? undefined,
  };
}

/** Why a request is not the expected one; null when it is. */
function mismatch(expected: ExpectedCall, request: RecordedRequest): string | null {
  const url = expected.url.startsWith('/') ? window.location.origin + expected.url : expected.url;
  if (request.method !== expected.method || request.url !== url) {
    return `expected ${expected.method} ${url}`;
  }
  if (!('body' in expected)) return null;
  if (request.form) return 'a multipart body is checked by the test, through `form`';
  if (expected.body === undefined) {
    return request.bodyText === undefined ? null : `expected no body, got ${request.bodyText}`;
  }
  if (request.json === undefined)
    return `expected a JSON body, got ${request.bodyText ?? '(none)'}`;
  return isDeepStrictEqual(request.json, expected.body)
    ? null
    : `expected the body ${JSON.stringify(expected.body)}, got ${request.bodyText}`;
}

function respond(answer: CannedAnswer, signal: AbortSignal | undefined): Promise<Response> {
  if ('networkError' in answer) return Promise.reject(new TypeError('Failed to fetch'));
  if ('hang' in answer) {
    return new Promise((_resolve, reject) => {
      const abort = () => reject(new DOMException('The operation was aborted.', 'AbortError'));
      if (signal?.aborted) abort();
      signal?.addEventListener('abort', abort);
    });
  }
  const isJson = 'json' in answer;
  const headers = {
    'Content-Type': isJson ? 'application/json' : 'text/plain',
    ...answer.headers,
  };
  const text = isJson ? JSON.stringify(answer.json) : answer.text;
  return Promise.resolve(new Response(text, { status: answer.status ?? 200, headers }));
}

/**
 * A strict stand-in for the backend: the calls a test expects, in order, each with its answer.
 * Any other call is refused (fetch rejects, as the client would see it) and fails the test when
 * it ends, as does an expected call that never came. Create it inside the test: it checks itself
 * when the test finishes (`verifyAtEnd: false` leaves that to the test).
 */
export function stubTransport(
  calls: readonly ExpectedCall[],
  { verifyAtEnd = true }: { verifyAtEnd?: boolean } = {},
): StubTransport {
  const requests: RecordedRequest[] = [];
  const problems: string[] = [];

  const stub = (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = record(input, init);
    const index = requests.length;
    requests.push(request);
    const expected = calls[index];
    const why = expected ? mismatch(expected, request) : 'no more calls were expected';
    if (why) {
      const problem = `call #${index + 1} ${request.method} ${request.url} was not expected: ${why}`;
      problems.push(problem);
      // The client turns this into a network failure; assertAllCalled reports it.
      return Promise.reject(new Error(problem));
    }
    return respond(expected.answer, request.signal);
  };

  const transport: StubTransport = {
    fetch: stub as typeof fetch,
    requests,
    assertAllCalled() {
      const missing = calls
        .slice(requests.length)
        .map((call) => `expected ${call.method} ${call.url} was never called`);
      const all = [...problems, ...missing];
      if (all.length) throw new Error(`Stub transport:\n${all.join('\n')}`);
    },
  };
  if (verifyAtEnd) onTestFinished(() => transport.assertAllCalled());
  return transport;
}
