import { HttpResponse } from 'msw';
import {
  headers,
  successCodes,
  type Envelope,
  type Language,
  type Service,
} from '@/demoBackendSurface';
import { getStore } from '../store';
import { accountOfToken } from '../tokens';
import type { DemoAccount } from '../users';
import { demoErrors, type DemoError } from './errors';

type Json = Parameters<typeof HttpResponse.json>[0];

/** The envelope is always sent with HTTP 200; the outcome is in `code`. */
function envelope<T>(body: Envelope<T>): HttpResponse<Json> {
  return HttpResponse.json(body as Json);
}

/** The success code the service answers with (the first of its success set). */
function successCode(service: Service): number {
  return [...successCodes[service]][0];
}

export function ok<T>(data: T, service: Service = 'main'): HttpResponse<Json> {
  return envelope({ code: successCode(service), msg: 'success', data });
}

export function requestLanguage(request: Request): Language {
  const value = request.headers.get(headers.language) ?? '';
  return value.toLowerCase().startsWith('zh') ? 'cn' : 'en';
}

/** A value of a message's placeholder: the same in both languages, or written in each (a date). */
export type MessageParam = string | Readonly<Record<Language, string>>;

/**
 * An error envelope, its message in the request's language with `{name}` placeholders filled;
 * `data` says more where the contract has it (the field a refusal is about: `{ field }`).
 */
export function fail(
  request: Request,
  error: DemoError,
  params: Readonly<Record<string, MessageParam>> = {},
  data: Json = null,
): HttpResponse<Json> {
  const language = requestLanguage(request);
  const template = language === 'cn' ? error.cn : error.en;
  const msg = template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) return name;
    return typeof value === 'string' ? value : value[language];
  });
  return envelope({ code: error.code, msg, data });
}

/** The session token of the request, or '' when there is none. */
export function readToken(request: Request): string {
  const value = request.headers.get(headers.token) ?? '';
  const prefix = headers.tokenValue('');
  return value.startsWith(prefix) ? value.slice(prefix.length).trim() : value.trim();
}

/** The logged-in account, or the session-expired envelope to answer with. */
export function requireUser(request: Request): DemoAccount | HttpResponse<Json> {
  const account = accountOfToken(getStore(), readToken(request));
  return account ?? fail(request, demoErrors.sessionExpired);
}

/** The JSON body as an object; anything else (empty, invalid, an array) reads as {}. */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  try {
    const body: unknown = await request.json();
    return typeof body === 'object' && body !== null && !Array.isArray(body)
      ? (body as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

export function readQuery(request: Request): URLSearchParams {
  return new URL(request.url).searchParams;
}

/** A request value as trimmed text ('' when missing). */
export function text(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value).trim() : '';
}

/** A request value as a number, or NaN. */
export function numberOf(value: unknown): number {
  const raw = text(value);
  return raw === '' ? Number.NaN : Number(raw);
}
