import {
  baseUrls,
  headers,
  parseEndpoint,
  REQUEST_TIMEOUT_MS,
  type Language,
  type Service,
} from './contract';
import { ApiError } from './apiError';
import type { CallSession, ErrorCatalogue, RawEnvelope } from './errorCatalogue';

export type Params = Record<string, unknown>;

export interface RequestOptions {
  method: 'GET' | 'POST';
  path: string;
  /** Query parameters of a GET, or the JSON body of a POST (a list for SPEC §7's send items). */
  data?: Params | Params[];
  /**
   * Reject without toasts, dialogs or logout (background polling, logout itself); `'refusals'`:
   * only a refusal (an HTTP error but a gateway's "try again", a business error but a session's
   * end) is not shown, its caller saying it in its own words (the user-info load, SPEC §4).
   */
  quiet?: boolean | 'refusals';
  /** Sent with this token instead of the session's (which it then says nothing of). */
  token?: string;
  /**
   * Safe to send again (reads): a network failure or a gateway's 502/503/504 is retried quietly
   * before it is shown. Default: GET requests only.
   */
  idempotent?: boolean;
}

export interface HttpClientDeps {
  catalogue: ErrorCatalogue;
  getToken: () => string | undefined;
  /** Whether the tab holds a session (a token or a user): see CallSession. */
  signedIn?: () => boolean;
  getLanguage: () => Language;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** Resolves once the interface's texts are there: no message may show before them. */
  ready?: () => Promise<unknown>;
  /** Pauses before each quiet retry of a read (ms); default RETRY_DELAYS_MS. */
  retryDelaysMs?: readonly number[];
}

/** A read that fails on the way is sent again after these pauses, then its failure is shown. */
export const RETRY_DELAYS_MS = [300, 900] as const;
/** Gateway answers that say "try again", not "this is wrong". */
const TRANSIENT_STATUSES = new Set([502, 503, 504]);

export interface HttpClient {
  readonly service: Service;
  request<T = unknown>(options: RequestOptions): Promise<T>;
  /** Shorthand for an endpoint written as in the spec, e.g. `GET /media/list`. */
  call<T = unknown>(endpoint: string, data?: Params, quiet?: RequestOptions['quiet']): Promise<T>;
  /**
   * A multipart upload of one file (field `file`); answers the envelope's data. With `onProgress`
   * it reports the share sent so far (0–100).
   */
  upload<T = unknown>(path: string, file: File, onProgress?: (percent: number) => void): Promise<T>;
  /** A file download (spreadsheet exports): the response body and its file name. */
  download(options: RequestOptions): Promise<{ blob: Blob; fileName: string | null }>;
}

/** Query-string values: empty ones are left out, arrays are joined with commas (assumed). */
export function toQuery(params: Params = {}): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** Fills `{name}` segments of a path from the data, which then no longer carries them. */
export function fillPath(
  path: string,
  data: Params | Params[] = {},
): { path: string; data: Params | Params[] } {
  if (!path.includes('{') || Array.isArray(data)) return { path, data };
  const rest: Params = { ...data };
  const filled = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value ?? ''));
  });
  return { path: filled, data: rest };
}

export function resolveUrl(base: string, path: string): string {
  const joined = `${base.replace(/\/$/, '')}${path}`;
  if (/^https?:\/\//.test(joined)) return joined;
  const origin = typeof window !== 'undefined' ? window.location.origin : 'http://localhost';
  return new URL(joined, origin).toString();
}

function fileNameOf(response: Response): string | null {
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const star = /filename\*=UTF-8''([^;]+)/i.exec(disposition);
  if (star) return decodeURIComponent(star[1]);
  const plain = /filename="?([^";]+)"?/i.exec(disposition);
  return plain ? plain[1] : null;
}

/** A failure on the way (no answer, or a gateway's "try again"), worth sending a read again. */
function isTransient(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.kind === 'network' ||
      (error.kind === 'http' && error.code !== null && TRANSIENT_STATUSES.has(error.code)))
  );
}

function isWayFailure(
  error: ApiError,
): error is ApiError & { kind: 'http' | 'timeout' | 'network' | 'malformed' } {
  return error.kind !== 'envelope' && error.kind !== 'denied' && error.code !== 401;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createHttpClient(service: Service, deps: HttpClientDeps): HttpClient {
  const { catalogue } = deps;

  /** One attempt: the response, or a quiet ApiError for a failure on the way. */
  async function send(
    request: RequestOptions,
    token: string | undefined,
    file?: File,
    onProgress?: (percent: number) => void,
  ): Promise<Response> {
    const fetchImpl = deps.fetch ?? globalThis.fetch;
    const options = { ...request, ...fillPath(request.path, request.data) };
    const isGet = options.method === 'GET';
    const url =
      resolveUrl(baseUrls[service], options.path) +
      (isGet && !Array.isArray(options.data) ? toQuery(options.data) : '');
    const requestHeaders: Record<string, string> = {
      [headers.language]: headers.languageValue(deps.getLanguage()),
    };
    if (token) requestHeaders[headers.token] = headers.tokenValue(token);
    if (!isGet && !file) requestHeaders['Content-Type'] = 'application/json';
    let body: string | FormData | undefined;
    if (file) {
      body = new FormData();
      body.append('file', file, file.name);
    } else if (!isGet) {
      body = JSON.stringify(options.data ?? {});
    }

    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), deps.timeoutMs ?? REQUEST_TIMEOUT_MS);
    const init = {
      method: options.method,
      headers: requestHeaders,
      body,
      signal: controller.signal,
    };
    try {
      return await (onProgress
        ? (await import('./sendWithProgress')).sendWithProgress(url, init, onProgress)
        : fetchImpl(url, init));
    } catch {
      return catalogue.fail(
        service,
        controller.signal.aborted ? 'timeout' : 'network',
        undefined,
        true,
      );
    } finally {
      clearTimeout(timer);
    }
  }

  /** The answer's envelope, or a quiet ApiError when there is none (a gateway's page…). */
  async function readEnvelope(response: Response): Promise<RawEnvelope> {
    let parsed: unknown;
    try {
      const text = await response.text();
      // Long digit runs (64-bit ids) are read exactly, by code loaded only when they come.
      parsed = /\d{16}/.test(text)
        ? (await import('./json')).parseJsonExact(text)
        : JSON.parse(text);
    } catch {
      parsed = undefined;
    }
    if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) {
      if ('code' in parsed) return parsed as RawEnvelope;
    }
    return catalogue.fail(service, response.ok ? 'malformed' : 'http', response.status, true);
  }

  /**
   * Sends a request, once, or for a read up to three times while it fails on the way. Nothing is
   * shown until the last attempt has failed, and then once.
   */
  async function answer(
    options: RequestOptions,
    token: string | undefined,
    file?: File,
    onProgress?: (percent: number) => void,
  ): Promise<Response> {
    const retries = (options.idempotent ?? options.method === 'GET') && !file;
    const delays = retries ? (deps.retryDelaysMs ?? RETRY_DELAYS_MS) : [];
    for (let attempt = 0; ; attempt += 1) {
      try {
        const response = await send(options, token, file, onProgress);
        // A gateway's "try again" is a failure on the way, like no answer at all.
        if (TRANSIENT_STATUSES.has(response.status)) {
          catalogue.fail(service, 'http', response.status, true);
        }
        return response;
      } catch (error) {
        if (!isTransient(error) || attempt >= delays.length) throw error;
        await pause(delays[attempt]);
      }
    }
  }

  /**
   * Runs a call from sending to its data: a failure on the way is shown once, after the retries,
   * and every message waits for the interface's texts (a call at boot may end before they are
   * there), never showing a raw key or another language.
   */
  async function run<T>(
    options: RequestOptions,
    read: (response: Response, call: CallSession) => Promise<T>,
    file?: File,
    onProgress?: (percent: number) => void,
  ): Promise<T> {
    const token = options.token ?? deps.getToken();
    let response: Response | undefined;
    let failure: unknown;
    try {
      response = await answer(options, token, file, onProgress);
    } catch (error) {
      failure = error;
    }
    await deps.ready?.();
    const call: CallSession = {
      sentWith: token,
      current: deps.getToken(),
      signedIn: deps.signedIn?.(),
    };
    try {
      if (!response) throw failure;
      if (response.status === 401) {
        return catalogue.unauthorized(service, options.quiet === true, call);
      }
      return await read(response, call);
    } catch (error) {
      // A failure on the way, quiet so far: shown now, in the texts now there.
      if (error instanceof ApiError && isWayFailure(error)) {
        const refused = error.kind === 'http' && !isTransient(error);
        const quiet = options.quiet === true || (options.quiet === 'refusals' && refused);
        return catalogue.fail(service, error.kind, error.code ?? undefined, quiet);
      }
      throw error;
    }
  }

  const request = <T>(
    options: RequestOptions,
    file?: File,
    onProgress?: (percent: number) => void,
  ): Promise<T> =>
    run(
      options,
      async (response, call) =>
        catalogue.unwrap<T>(service, await readEnvelope(response), options.quiet, call),
      file,
      onProgress,
    );

  const download = (options: RequestOptions) =>
    run(options, async (response, call) => {
      // A failed export still answers with the JSON envelope.
      if ((response.headers.get('Content-Type') ?? '').includes('application/json')) {
        catalogue.unwrap(service, await readEnvelope(response), options.quiet, call);
      }
      if (!response.ok) return catalogue.fail(service, 'http', response.status, true);
      return { blob: await response.blob(), fileName: fileNameOf(response) };
    });

  return {
    service,
    request,
    download,
    upload: <T>(path: string, file: File, onProgress?: (percent: number) => void) =>
      request<T>({ method: 'POST', path }, file, onProgress),
    call: <T>(endpoint: string, data?: Params, quiet?: RequestOptions['quiet']) => {
      const { method, path } = parseEndpoint(endpoint);
      return request<T>({ method, path, data, quiet });
    },
  };
}
