// @vitest-environment node
// Node's own FormData and File: the ones fetch sends (jsdom's are of another realm).
import { describe, expect, it } from 'vitest';
import { baseUrls, headers } from '@/data/contract';
import { loginAs } from './client';
import { setupDemoServer } from './server';

setupDemoServer();

async function upload(body: FormData, token?: string) {
  const response = await fetch(`http://localhost${baseUrls.main}/common/upload`, {
    method: 'POST',
    headers: token ? { [headers.token]: headers.tokenValue(token) } : {},
    body,
  });
  return response.json();
}

describe('demo uploads', () => {
  it('keep the file and answer an http(s) address that serves it, without the token', async () => {
    const form = new FormData();
    form.append('file', new File(['receipt'], 'receipt.png', { type: 'image/png' }));
    const answer = (await upload(form, await loginAs('financier'))) as {
      code: number;
      data: { url: string };
    };
    expect(answer.code).toBe(0);
    expect(answer.data.url).toMatch(new RegExp(`^${baseUrls.main}/common/file/[\\w-]+\\.png$`));
    const file = await fetch(`http://localhost${answer.data.url}`);
    expect(file.headers.get('Content-Type')).toBe('image/png');
    expect(await file.text()).toBe('receipt');
  });

  it('refuse an empty upload and a missing session', async () => {
    const token = await loginAs('financier');
    expect(await upload(new FormData(), token)).toMatchObject({ code: 10008 });
    const form = new FormData();
    form.append('file', new File(['x'], 'x.pdf', { type: 'application/pdf' }));
    expect(await upload(form)).toMatchObject({ code: -201 });
  });
});
