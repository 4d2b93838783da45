import {
  baseUrls,
  headers,
  parseEndpoint,
  REQUEST_TIMEOUT_MS,
  type Envelope,
  type Language,
  type Service,
} from './contract';
import type { ErrorCatalogue } from './errorCatalogue';

export type Params = Record<string, unknown>;

export interface RequestOptions {
  method: 'GET' | 'POST';
  path: string;
  /** Query parameters of a GET, or the JSON body of a POST. */
  data?: Params;
  /** Reject without toasts, dialogs or logout (background polling, logout itself). */
  quiet?: boolean;
}

export interface HttpClientDeps {
  catalogue: ErrorCatalogue;
  getToken: () => string | undefined;
  getLanguage: () => Language;
  fetch?: typeof fetch;
  timeoutMs?: number;
}

export interface HttpClient {
  readonly service: Service;
  request<T = unknown>(options: RequestOptions): Promise<T>;
  /** Shorthand for an endpoint written as in the spec, e.g. `GET /media/list`. */
  call<T = unknown>(endpoint: string, data?: Params, quiet?: boolean): Promise<T>;
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
export function fillPath(path: string, data: Params = {}): { path: string; data: Params } {
  if (!path.includes('{')) return { path, data };
  const rest = { ...data };
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

export function createHttpClient(service: Service, deps: HttpClientDeps): HttpClient {
  const { catalogue } = deps;

  async function send(
    request: RequestOptions,
    file?: File,
    onProgress?: (percent: number) => void,
  ): Promise<Response> {
    const fetchImpl = deps.fetch ?? globalThis.fetch;
    const options = { ...request, ...fillPath(request.path, request.data) };
    const isGet = options.method === 'GET';
    const url = resolveUrl(baseUrls[service], options.path) + (isGet ? toQuery(options.data) : '');
    const requestHeaders: Record<string, string> = {
      [headers.language]: headers.languageValue(deps.getLanguage()),
    };
    const token = deps.getToken();
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
        options.quiet,
      );
    } finally {
      clearTimeout(timer);
    }
  }

  async function request<T>(
    options: RequestOptions,
    file?: File,
    onProgress?: (percent: number) => void,
  ): Promise<T> {
    const response = await send(options, file, onProgress);
    let envelope: Envelope<T>;
    try {
      envelope = (await response.json()) as Envelope<T>;
    } catch {
      return catalogue.fail(service, 'http', response.status, options.quiet);
    }
    if (typeof envelope?.code !== 'number') {
      return catalogue.fail(service, 'http', response.status, options.quiet);
    }
    return catalogue.unwrap(service, envelope, options.quiet);
  }

  async function download(options: RequestOptions) {
    const response = await send(options);
    const type = response.headers.get('Content-Type') ?? '';
    // A failed export still answers with the JSON envelope.
    if (type.includes('application/json')) {
      const envelope = (await response.json()) as Envelope;
      catalogue.unwrap(service, envelope, options.quiet);
    }
    if (!response.ok) return catalogue.fail(service, 'http', response.status, options.quiet);
    return { blob: await response.blob(), fileName: fileNameOf(response) };
  }

  return {
    service,
    request,
    download,
    upload: <T>(path: string, file: File, onProgress?: (percent: number) => void) =>
      request<T>({ method: 'POST', path }, file, onProgress),
    call: <T>(endpoint: string, data?: Params, quiet?: boolean) => {
      const { method, path } = parseEndpoint(endpoint);
      return request<T>({ method, path, data, quiet });
    },
  };
}
