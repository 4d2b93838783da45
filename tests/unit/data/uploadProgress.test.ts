import { http as mock, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ErrorCatalogue } from '@/data/errorCatalogue';
import { createHttpClient } from '@/data/http';

const URL_OF = 'http://localhost:3000/api/common/upload';
const seen: { token: string | null; language: string | null }[] = [];
const server = setupServer(
  mock.post(URL_OF, async ({ request }) => {
    seen.push({
      token: request.headers.get('Authorization'),
      language: request.headers.get('Accept-Language'),
    });
    return HttpResponse.json({ code: 0, msg: '', data: { url: 'https://files/x.png' } });
  }),
);

function client() {
  const fx = {
    toast: vi.fn(),
    endSession: vi.fn(),
    friendlyReminder: vi.fn(),
    text: (key: string) => `text:${key}`,
  };
  const http = createHttpClient('main', {
    catalogue: new ErrorCatalogue(fx),
    getToken: () => 'tok-9',
    getLanguage: () => 'en',
  });
  return { http, fx };
}

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('an upload with progress', () => {
  it('reports the share sent and answers the envelope data, with the usual headers', async () => {
    const { http } = client();
    const progress: number[] = [];
    const file = new File([new Uint8Array(2048)], 'receipt.png', { type: 'image/png' });
    await expect(
      http.upload('/common/upload', file, (percent) => progress.push(percent)),
    ).resolves.toEqual({ url: 'https://files/x.png' });
    expect(progress.at(-1)).toBe(100);
    expect(seen.at(-1)).toEqual({ token: 'Bearer tok-9', language: 'en' });
  });

  it('rejects a refused upload through the error catalogue, like any other call', async () => {
    server.use(
      mock.post(URL_OF, () => HttpResponse.json({ code: 10014, msg: 'too large', data: null })),
    );
    const { http, fx } = client();
    const file = new File([new Uint8Array(16)], 'refused.png', { type: 'image/png' });
    await expect(http.upload('/common/upload', file, () => {})).rejects.toMatchObject({
      code: 10014,
    });
    expect(fx.toast).toHaveBeenCalled();
  });
});
