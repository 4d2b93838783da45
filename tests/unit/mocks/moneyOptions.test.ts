// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Row } from '@demo-backend/db';
import { collection } from '@demo-backend/engine/collections';
import { getStore } from '@demo-backend/store';
import { call, loginAs } from './client';
import { setupDemoServer } from './server';

/** The money options kept in the console (issue #19 point 7): add, edit, remove, by role. */
setupDemoServer();

const post = (token: string, path: string, body: Row) =>
  call<Row>('main', path, { method: 'POST', token, body });
const get = (token: string, path: string) => call<Row>('main', path, { token });
const rows = (entity: string) => collection(getStore(), entity);

const bank = {
  bankName: 'HSBC Hong Kong',
  payeeName: 'Ad Platform Ltd.',
  bankAccount: '808-123456-001',
  swiftCode: 'HSBCHKHHHKH',
  currency: 'USD',
};

describe('money options kept in the console', () => {
  it('lets the financier add and edit a bank, refuses a bad SWIFT code, and leaves removal to admins', async () => {
    const financier = await loginAs('financier');
    const badSwift = await post(financier, '/option/bank/add', { ...bank, swiftCode: 'HSBC' });
    expect(badSwift.code).toBe(10510);
    expect(badSwift.msg).toMatch(/SWIFT|swift/);
    const added = await post(financier, '/option/bank/add', bank);
    expect(added.code).toBe(0);
    const id = added.data.id;
    expect(rows('optionBank').find((row) => row.id === id)).toMatchObject({ ...bank, status: 1 });
    const edited = await post(financier, '/option/bank/edit', {
      id,
      bankAddress: '1 Queen’s Road',
    });
    expect(edited.code).toBe(0);
    expect(rows('optionBank').find((row) => row.id === id)?.bankAddress).toBe('1 Queen’s Road');

    const cashier = await loginAs('cashier');
    expect((await post(cashier, '/option/bank/add', bank)).code).toBe(10015);
    expect((await get(financier, `/option/bank/remove?id=${id}`)).code).toBe(10015);
    const admin = await loginAs('admin');
    expect((await get(admin, `/option/bank/remove?id=${id}`)).code).toBe(0);
    expect(rows('optionBank').some((row) => row.id === id)).toBe(false);
  });

  it('keeps one daily rate per day and currency, exact, and more than 0', async () => {
    const financier = await loginAs('financier');
    for (const path of ['/option/exchangeRate', '/option/vccExchangeRate']) {
      const rate = { rateDate: '2026-11-24', currency: 'HKD', rate: '7.78123456' };
      const added = await post(financier, `${path}/add`, rate);
      expect(added.code).toBe(0);
      expect(String(added.data.rate)).toBe('7.78123456');
      expect((await post(financier, `${path}/add`, rate)).code).toBe(10010);
      expect(
        (await post(financier, `${path}/add`, { ...rate, rateDate: '2026-11-25', rate: '0' })).code,
      ).not.toBe(0);
      // Editing keeps its own day.
      expect((await post(financier, `${path}/edit`, { id: added.data.id, rate: '7.8' })).code).toBe(
        0,
      );
    }
  });

  it('lets technology keep the pay channels, and nobody but finance the invoicing subjects', async () => {
    const technology = await loginAs('technology');
    const channel = { channelName: 'Stripe card', channelType: 2, currency: 'USD', feeRate: '3.5' };
    expect((await post(technology, '/option/payChannel/add', channel)).code).toBe(0);
    const subject = {
      subjectName: 'Ad Platform (Shenzhen) Co., Ltd.',
      taxNo: '91440300MA5F000000',
    };
    expect((await post(technology, '/option/invoice/add', subject)).code).toBe(10015);
    const financier = await loginAs('financier');
    expect((await post(financier, '/option/invoice/add', subject)).code).toBe(0);
  });
});
