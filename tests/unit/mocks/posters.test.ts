// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { headers } from '@/data/contract';
import { call, loginAs } from './client';
import { setupDemoServer } from './server';

setupDemoServer();

type PosterList = { list: { id: number; imgUrl: string }[]; total: number };

describe('the demo backend’s invitation posters', () => {
  it('lists each type’s posters, drawn with the user’s invitation code on the API’s origin', async () => {
    const token = await loginAs('admin');
    const info = await call<{ inviteCode: string }>('main', '/login/getAdminInfo', { token });
    const code = info.data.inviteCode;
    const clients = await call<PosterList>('main', '/poster/list?type=client', { token });
    const partners = await call<PosterList>('main', '/poster/list?type=partner', { token });
    expect(clients.data.total).toBe(3);
    expect(partners.data.list).toHaveLength(2);
    expect(clients.data.list[0].imgUrl).toBe(`/api/poster/image/client-1-${code}.svg`);
    // Served without the token, as a file server would, as an SVG image.
    const image = await fetch(`http://localhost${clients.data.list[0].imgUrl}`);
    expect(image.headers.get('Content-Type')).toBe('image/svg+xml');
    const svg = await image.text();
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain(code);
    expect((await fetch('http://localhost/api/poster/image/client-9-XL1.svg')).status).toBe(404);
  });

  it('answers every poster of a type as one .zip, named by its header', async () => {
    const token = await loginAs('bd');
    const response = await fetch('http://localhost/api/poster/download?type=partner', {
      headers: { [headers.token]: headers.tokenValue(token) },
    });
    expect(response.headers.get('Content-Type')).toBe('application/zip');
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename\*=UTF-8''posters-partner-XL\d+\.zip$/,
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    // Two local file headers, then the end of the central directory naming two entries.
    expect(bytes.readUInt32LE(0)).toBe(0x04034b50);
    const end = bytes.length - 22;
    expect(bytes.readUInt32LE(end)).toBe(0x06054b50);
    expect(bytes.readUInt16LE(end + 10)).toBe(2);
  });

  it('refuses posters to whoever may not invite for their type', async () => {
    const refusals = [
      ['mediaagent', 'client'],
      ['mediaagent', 'partner'],
      ['saleagent', 'partner'],
      ['reseller', 'partner'],
    ];
    for (const [username, type] of refusals) {
      const token = await loginAs(username);
      const answer = await call('main', `/poster/list?type=${type}`, { token });
      expect([username, type, answer.code]).toEqual([username, type, 10015]);
    }
    const token = await loginAs('admin');
    expect((await call('main', '/poster/list?type=flyer', { token })).code).toBe(10008);
    expect((await call('main', '/poster/list?type=client')).code).toBe(-201);
  });
});
