// @vitest-environment node
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ListPayload } from '@/data/contract';
import { generateHandlers } from '@demo-backend/engine/generateHandlers';
import { RESELLER_ORG } from '@demo-backend/seed/orgs';
import { call, loginAs } from './client';
import { fixtureResources, storedBills, type BillRow } from './engineFixture';
import { setupDemoServer } from './server';

const server = setupDemoServer();
beforeAll(() => server.use(...generateHandlers(fixtureResources)));

// The store (and its sessions) is re-seeded after every test: log in again each time.
let token = '';
beforeEach(async () => {
  token = await loginAs('admin');
});

const bills = async (query: string) => {
  const result = await call<ListPayload<BillRow>>('main', `/testBill/list?${query}`, { token });
  expect(result.code).toBe(0);
  return result.data;
};
const ids = (rows: readonly BillRow[]) => rows.map((row) => row.billId);
/** Rows as a list asked no order serves them: newest first (src/engine/listOrder.ts). */
const newestFirst = (rows: readonly BillRow[]) =>
  [...rows].sort((a, b) => b.createTime - a.createTime);

describe('a generated list', () => {
  it('pages 1-based over 48 generated rows', async () => {
    const first = await bills('page=1&pageSize=20&orderBy=billId&order=asc');
    expect(first.total).toBe(48);
    expect(ids(first.list)).toEqual(Array.from({ length: 20 }, (_, index) => index + 1));
    const last = await bills('page=3&pageSize=20&orderBy=billId&order=asc');
    expect(ids(last.list)).toEqual(Array.from({ length: 8 }, (_, index) => index + 41));
  });

  it('serves newest first when asked no order, and in the asked order otherwise', async () => {
    const unasked = await bills('pageSize=100');
    expect(unasked.list).toHaveLength(48);
    const times = unasked.list.map((row) => row.createTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(ids(unasked.list)).toEqual(ids(newestFirst(storedBills())));
    // The second page goes on where the first stopped.
    const second = await bills('page=2&pageSize=20');
    expect(ids(second.list)).toEqual(ids(unasked.list).slice(20, 40));

    const byId = await bills('orderBy=billId&order=asc&pageSize=100');
    expect(ids(byId.list)).toEqual(Array.from({ length: 48 }, (_, index) => index + 1));
    const oldestFirst = await bills('orderBy=createTime&order=asc&pageSize=100');
    expect(oldestFirst.list.map((row) => row.createTime)).toEqual([...times].reverse());
  });

  it('answers -201 without a valid token', async () => {
    const result = await call('main', '/testBill/list', { token: 'demo.101.forged' });
    expect(result.code).toBe(-201);
  });

  it('filters text by case-insensitive substring', async () => {
    const sample = storedBills()[4];
    const fragment = sample.title.slice(1, 5).toUpperCase();
    const { list, total } = await bills(`title=${encodeURIComponent(fragment)}&pageSize=100`);
    const expected = newestFirst(
      storedBills().filter((row) => row.title.toLowerCase().includes(fragment.toLowerCase())),
    );
    expect(ids(list)).toContain(sample.billId);
    expect(ids(list)).toEqual(ids(expected));
    expect(total).toBe(expected.length);
  });

  it('filters enums exactly, a comma-separated list meaning any of', async () => {
    const { list } = await bills('status=0,2&pageSize=100');
    const expected = newestFirst(
      storedBills().filter((row) => row.status === 0 || row.status === 2),
    );
    expect(list.length).toBeGreaterThan(0);
    expect(ids(list)).toEqual(ids(expected));
    const { list: confirmed } = await bills('status=1&pageSize=100');
    expect(confirmed.every((row) => row.status === 1)).toBe(true);
  });

  it('filters references and the id exactly', async () => {
    const { clientId } = storedBills()[0];
    const { list } = await bills(`clientId=${clientId}&pageSize=100`);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((row) => row.clientId === clientId)).toBe(true);
    expect(ids((await bills('billId=7')).list)).toEqual([7]);
  });

  it('filters dates by an inclusive range of seconds or of days', async () => {
    const dates = storedBills()
      .map((row) => row.billDate)
      .sort((a, b) => a - b);
    const [from, to] = [dates[10], dates[30]];
    const bySeconds = await bills(`billDateStart=${from}&billDateEnd=${to}&pageSize=100`);
    expect(bySeconds.total).toBe(dates.filter((date) => date >= from && date <= to).length);
    expect(bySeconds.list.every((row) => row.billDate >= from && row.billDate <= to)).toBe(true);

    // Dates are China days (UTC+8): the text range covers the whole of both days.
    const day = (seconds: number) =>
      new Date((seconds + 8 * 3600) * 1000).toISOString().slice(0, 10);
    const byDays = await bills(`billDateStart=${day(from)}&billDateEnd=${day(to)}&pageSize=100`);
    expect(byDays.total).toBe(bySeconds.total);
  });

  it('sorts by a field either way', async () => {
    const { list } = await bills('orderBy=amount&order=desc&pageSize=100');
    const amounts = list.map((row) => row.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const ascending = (await bills('orderBy=createTime&order=asc&pageSize=100')).list;
    const times = ascending.map((row) => row.createTime);
    expect(times).toEqual([...times].sort((a, b) => a - b));
  });

  it('reads filters from the JSON body of a POST list, with route param filters', async () => {
    const { clientId } = storedBills()[3];
    const result = await call<ListPayload<BillRow>>('main', '/testBill/search', {
      method: 'POST',
      body: { clientId, status: [0, 1, 2, 3], page: 1, pageSize: 100 },
      token,
    });
    const expected = newestFirst(storedBills().filter((row) => row.clientId === clientId));
    expect(ids(result.data.list)).toEqual(ids(expected));
  });

  it("shows a reseller only its org's rows, and not another org's record", async () => {
    const reseller = await loginAs('reseller');
    const own = await call<ListPayload<BillRow>>('main', '/testBill/list?pageSize=100', {
      token: reseller,
    });
    const expected = storedBills().filter((row) => row.orgId === RESELLER_ORG.orgId);
    expect(expected.length).toBeGreaterThan(0);
    expect(own.data.total).toBe(expected.length);
    expect(own.data.list.every((row) => row.orgId === RESELLER_ORG.orgId)).toBe(true);

    const foreign = storedBills().find((row) => row.orgId !== RESELLER_ORG.orgId);
    const detail = await call('main', `/testBill/detail?billId=${foreign?.billId}`, {
      token: reseller,
    });
    expect(detail.code).toBe(10009);
  });

  it('answers an admin-service list with code 200', async () => {
    const result = await call<ListPayload<{ id: number }>>('admin', '/testNotice/list', { token });
    expect(result.code).toBe(200);
    expect(result.data.total).toBe(48);
  });
});

describe('generating handlers', () => {
  it('registers an endpoint declared by two resources once', () => {
    const handlers = generateHandlers(fixtureResources);
    const paths = handlers.map((handler) => `${handler.info.method} ${String(handler.info.path)}`);
    expect(paths.filter((path) => path.endsWith('/testBill/detail'))).toHaveLength(1);
    expect(new Set(paths).size).toBe(paths.length);
    // 5 bill endpoints + 3 actions + the POST search + the notice list.
    expect(handlers).toHaveLength(10);
  });

  it('leaves hand-written endpoints alone', () => {
    const handWritten = new Set(['main /testBill/list']);
    const paths = generateHandlers(fixtureResources, { handWritten }).map((handler) =>
      String(handler.info.path),
    );
    expect(paths.some((path) => path.endsWith('/testBill/list'))).toBe(false);
    expect(paths.some((path) => path.endsWith('/testBill/add'))).toBe(true);
  });
});
