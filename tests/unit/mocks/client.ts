import { expect } from 'vitest';
import { baseUrls, headers, type Envelope, type Service } from '@/data/contract';
import { demoCaptchaAnswer } from '@demo-backend/captcha';
import { DEMO_PASSWORD } from '@demo-backend/users';

const ORIGIN = 'http://localhost';

export interface CallOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  token?: string;
  language?: 'zh-CN' | 'en';
}

/** Calls the demo backend as the console would, and returns the envelope. */
export async function call<T = unknown>(
  service: Service,
  path: string,
  { method = 'GET', body, token, language = 'en' }: CallOptions = {},
): Promise<Envelope<T>> {
  const requestHeaders: Record<string, string> = { [headers.language]: language };
  if (token) requestHeaders[headers.token] = headers.tokenValue(token);
  if (body !== undefined) requestHeaders['Content-Type'] = 'application/json';
  const response = await fetch(`${ORIGIN}${baseUrls[service]}${path}`, {
    method,
    headers: requestHeaders,
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Envelope<T>;
}

export async function freshCaptcha(): Promise<{ captchaKey: string; captcha: string }> {
  const { data } = await call<{ key: string }>('main', '/login/getCaptcha');
  return { captchaKey: data.key, captcha: demoCaptchaAnswer(data.key) };
}

/** Logs in by username with the demo password and returns the token. */
export async function loginAs(username: string, password = DEMO_PASSWORD): Promise<string> {
  const result = await call<{ token: string }>('main', '/login/login', {
    method: 'POST',
    body: { username, password, ...(await freshCaptcha()) },
  });
  expect(result.code).toBe(0);
  return result.data.token;
}
