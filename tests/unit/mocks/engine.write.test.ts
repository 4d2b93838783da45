// @vitest-environment node
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { generateHandlers } from '@demo-backend/engine/generateHandlers';
import { memoryPersistence } from '@demo-backend/persistence';
import { RESELLER_ORG } from '@demo-backend/seed/orgs';
import { collection } from '@demo-backend/engine/collections';
import { getStore } from '@demo-backend/store';
import { call, loginAs } from './client';
import { fixtureResources, storedBills, type BillRow } from './engineFixture';
import { persistedRows } from './persisted';
import { setupDemoServer } from './server';

const persistence = memoryPersistence();
const server = setupDemoServer(persistence);
// The fixture's operations are granted to no role: rights are tested in tests/unit/access.
beforeAll(() => server.use(...generateHandlers(fixtureResources, { rights: false })));

let token = '';
beforeEach(async () => {
  token = await loginAs('admin');
});

const post = <T = BillRow>(path: string, body: object, language: 'en' | 'zh-CN' = 'en') =>
  call<T>('main', path, { method: 'POST', body, token, language });
const get = <T = BillRow>(path: string) => call<T>('main', path, { token });
const persistedBill = (billId: number) =>
  persistedRows(persistence.snapshot, 'testBill').find((row) => row.billId === billId);
const billIn = (status: number) => {
  const bill = storedBills().find((row) => row.status === status);
  if (!bill) throw new Error(`no seeded bill in status ${status}`);
  return bill;
};

const valid = { title: 'Monthly statement', clientId: 7, amount: '1200.50', currency: 'USD' };

describe('creating a record', () => {
  it('checks required fields, in the request language', async () => {
    expect(await post('/testBill/add', { ...valid, title: '  ' })).toMatchObject({
      code: 10008,
      msg: 'title cannot be empty',
    });
    expect(await post('/testBill/add', { title: 'x', amount: 5 }, 'zh-CN')).toMatchObject({
      code: 10008,
      msg: 'clientId不能为空',
    });
  });

  it('refuses an amount that is empty or 0', async () => {
    const zero = await post('/testBill/add', { ...valid, amount: 0 });
    expect(zero).toMatchObject({ code: 10012, msg: 'amount cannot be empty or 0' });
    expect((await post('/testBill/add', { ...valid, amount: '' })).code).toBe(10012);
  });

  it('refuses what the field bounds refuse, as the form does', async () => {
    expect(await post('/testBill/add', { ...valid, amount: '-3' })).toMatchObject({
      code: 10502,
      msg: 'amount cannot be negative',
    });
    expect(await post('/testBill/add', { ...valid, amount: '1e20' }, 'zh-CN')).toMatchObject({
      code: 10501,
      msg: 'amount须为数字',
    });
    expect((await post('/testBill/add', { ...valid, amount: '100000000000000' })).code).toBe(10505);
    expect((await post('/testBill/add', { ...valid, title: 'x'.repeat(10000) })).code).toBe(10509);
    expect((await post('/testBill/add', { ...valid, mobile: '12345' })).code).toBe(10512);
    expect((await post('/testBill/add', { ...valid, mobile: '+44 20 7946 0958' })).code).toBe(0);
    expect((await post('/testBill/add', { ...valid, mobile: '+86 12812345678' })).code).toBe(10511);
  });

  it('checks the email format', async () => {
    const result = await post('/testBill/add', { ...valid, email: 'not-an-email' });
    expect(result).toMatchObject({ code: 10004, msg: 'Incorrect format' });
  });

  it('assigns the next id, fills defaults and names, persists and answers the record', async () => {
    const result = await post('/testBill/add', { ...valid, unknownKey: 'dropped' });
    expect(result.code).toBe(0);
    const client = collection(getStore(), 'client').find((row) => row.clientId === 7);
    expect(result.data).toMatchObject({
      billId: 49,
      title: 'Monthly statement',
      amount: 1200.5,
      clientId: 7,
      clientName: client?.clientName,
      status: 0,
      openingFee: 0,
    });
    expect(result.data).not.toHaveProperty('unknownKey');
    expect(String(result.data.createTime)).toMatch(/^\d{10}$/);
    expect(persistedBill(49)).toMatchObject({ title: 'Monthly statement' });
    expect((await get('/testBill/detail?billId=49')).data.title).toBe('Monthly statement');
  });

  it("puts a reseller's record in its own org", async () => {
    const reseller = await loginAs('reseller');
    const result = await call<BillRow>('main', '/testBill/add', {
      method: 'POST',
      body: { ...valid, orgId: 1 },
      token: reseller,
    });
    expect(result.data.orgId).toBe(RESELLER_ORG.orgId);
  });
});

describe('editing and removing', () => {
  it('edits the fields sent, checking only those', async () => {
    const before = storedBills()[2];
    const edited = await post('/testBill/edit', { billId: before.billId, title: 'Renamed' });
    expect(edited.code).toBe(0);
    expect(edited.data).toMatchObject({ title: 'Renamed', amount: before.amount });
    expect(persistedBill(before.billId)?.title).toBe('Renamed');
    const emptied = await post('/testBill/edit', { billId: before.billId, title: '' });
    expect(emptied.code).toBe(10008);
    const zero = await post('/testBill/edit', { billId: before.billId, amount: 0 });
    expect(zero.code).toBe(10012);
  });

  it('keeps fields that cannot change after submission', async () => {
    const { billId, openingFee } = storedBills()[0];
    const edited = await post('/testBill/edit', { billId, openingFee: 999 });
    expect(edited.data.openingFee).toBe(openingFee);
  });

  it('answers 10009 for an unknown id', async () => {
    expect((await post('/testBill/edit', { billId: 999, title: 'x' })).code).toBe(10009);
    expect((await post('/testBill/edit', { title: 'x' })).code).toBe(10009);
  });

  it('removes a record once', async () => {
    expect((await get('/testBill/remove?billId=5')).code).toBe(0);
    expect(storedBills().some((row) => row.billId === 5)).toBe(false);
    expect(persistedBill(5)).toBeUndefined();
    expect((await get('/testBill/remove?billId=5')).code).toBe(10009);
    expect((await get('/testBill/detail?billId=5')).code).toBe(10009);
  });
});

describe('actions', () => {
  it('applies `sets` in an allowed state and refuses other states with 10011', async () => {
    const pending = billIn(0);
    const confirmed = await get(`/testBill/confirm?billId=${pending.billId}`);
    expect(confirmed).toMatchObject({ code: 0, data: { status: 1 } });
    expect(persistedBill(pending.billId)?.status).toBe(1);
    const again = await call('main', `/testBill/confirm?billId=${pending.billId}`, {
      token,
      language: 'zh-CN',
    });
    expect(again).toMatchObject({ code: 10011, msg: '当前状态不允许此操作' });
  });

  it('asks for the reason under the declared key and keeps it', async () => {
    const { billId } = billIn(0);
    const noReason = await post('/testBill/refuse', { billId, refuseReason: ' ' });
    // Named as the action's dialog names it (actions.reasonOf.refuse).
    expect(noReason).toMatchObject({ code: 10008, msg: 'Refusal reason cannot be empty' });
    expect(storedBills().find((row) => row.billId === billId)?.status).toBe(0);
    const refused = await post('/testBill/refuse', { billId, refuseReason: 'Wrong amount' });
    expect(refused.data).toMatchObject({ status: 2, refuseReason: 'Wrong amount' });
  });

  it("asks for 'reason' when the action says reason: true", async () => {
    const { billId } = billIn(1);
    expect(await post('/testBill/cancel', { billId })).toMatchObject({
      code: 10008,
      msg: 'Cancellation reason cannot be empty',
    });
    expect((await post('/testBill/cancel', { billId, reason: 'Duplicate' })).data.status).toBe(3);
    expect((await post('/testBill/cancel', { billId, reason: 'Again' })).code).toBe(10011);
  });

  it('answers 10009 for an unknown record and -201 without a session', async () => {
    expect((await get('/testBill/confirm?billId=12345')).code).toBe(10009);
    expect((await call('main', '/testBill/confirm?billId=1')).code).toBe(-201);
  });
});
