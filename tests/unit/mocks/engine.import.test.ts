// @vitest-environment node
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryPersistence } from '@demo-backend/persistence';
import { call, loginAs } from './client';
import { setupDemoServer } from './server';

/** The demo backend's spreadsheet import, on the real declaration (monthly spend). */
setupDemoServer(memoryPersistence());

let token = '';
beforeEach(async () => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2024, 5, 10, 12));
  token = await loginAs('admin');
});
afterEach(() => vi.useRealTimers());

const importSpend = (rows: object[], as = token) =>
  call<{ count: number }>('main', '/adsAccount/monthlyCount/import', {
    method: 'POST',
    body: { rows },
    token: as,
    language: 'en',
  });
const list = () =>
  call<{ list: Record<string, unknown>[]; total: number }>(
    'main',
    '/adsAccount/monthlyCountListV2?page=1&pageSize=20&month=2024-05',
    { token },
  );
const aClientSN = async () =>
  (
    await call<{ list: { clientSN: string }[] }>('main', '/client/list?page=1&pageSize=1', {
      token,
    })
  ).data.list[0].clientSN;

const row = (clientSN: string, month = '2024-05') => ({
  month,
  clientSN,
  platform: 'Google',
  currency: 'USD',
  spend: '1200.10',
  spendUsd: '1200.10',
});

describe('the monthly spend import', () => {
  it('stores every row with its client, and answers the count', async () => {
    const before = (await list()).data.total;
    const clientSN = await aClientSN();
    const answer = await importSpend([row(clientSN), { ...row(clientSN), platform: 'TikTok' }]);
    expect(answer.data).toEqual({ count: 2 });
    const after = await list();
    expect(after.data.total).toBe(before + 2);
    expect(after.data.list.some((record) => record.spend === '1200.10' && record.clientName)).toBe(
      true,
    );
  });

  it('refuses the whole sheet for a late month, a bad row or an unknown client', async () => {
    const clientSN = await aClientSN();
    vi.setSystemTime(new Date(2024, 5, 15, 0, 30));
    expect((await importSpend([row(clientSN)])).msg).toBe(
      'Row 2: rows of 2024-05 were due before 2024-06-15',
    );
    vi.setSystemTime(new Date(2024, 5, 10, 12));
    expect((await importSpend([row(clientSN), { ...row(clientSN), spend: 'abc' }])).msg).toBe(
      'Row 3: spend is missing or not valid',
    );
    expect((await importSpend([row('NO-SUCH')])).code).toBe(10018);
  });

  it('refuses a value outside its field bounds, as the form and the browser check do', async () => {
    const clientSN = await aClientSN();
    const negative = await importSpend([row(clientSN), { ...row(clientSN), spend: '-5' }]);
    expect(negative).toMatchObject({ code: 10502, msg: 'spend (3) cannot be negative' });
    const fine = await importSpend([{ ...row(clientSN), spendUsd: '1200.123' }]);
    expect(fine).toMatchObject({
      code: 10031,
      msg: 'spendUsd (2): USD amounts have at most 2 decimals',
    });
    const code = await importSpend([{ ...row(clientSN), currency: 'U'.repeat(10000) }]);
    expect(code).toMatchObject({ code: 10509 });
    expect((await importSpend([{ ...row(clientSN), accountCount: '2.5' }])).code).toBe(10506);
  });

  it('is refused to a role without the right', async () => {
    const answer = await importSpend([row(await aClientSN())], await loginAs('bd'));
    expect(answer.code).toBe(10015);
  });
});
