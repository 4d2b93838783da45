// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ListPayload } from '@/data/contract';
import { collection, collectionOf } from '@demo-backend/engine/collections';
import { memoryPersistence } from '@demo-backend/persistence';
import type { CurrencyRecord } from '@demo-backend/seed/currencies';
import { createStore, DEMO_DB_VERSION, getStore, saveStore } from '@demo-backend/store';
import { call, loginAs } from './client';
import { persistedRows } from './persisted';
import { setupDemoServer } from './server';

const persistence = memoryPersistence();
setupDemoServer(persistence);

const persistedCurrencies = () => persistedRows(persistence.snapshot, 'currency');
const persistedCodes = () => persistedCurrencies().map((row) => row.currency);
const currencies = () => collectionOf<CurrencyRecord>(getStore(), 'currency');

describe('currency options', () => {
  it('adds a currency, persists it and keeps it across a reload', async () => {
    const token = await loginAs('financier');
    const added = await call<CurrencyRecord>('main', '/option/currency/add', {
      method: 'POST',
      body: { currency: 'chf', currency_cn: '瑞士法郎' },
      token,
    });
    expect(added.code).toBe(0);
    expect(added.data.currency).toBe('CHF');
    expect(persistedCodes()).toContain('CHF');

    createStore(persistence); // what a browser reload does
    const list = await call<ListPayload<CurrencyRecord>>(
      'main',
      '/option/currency/list?currency=ch',
      {
        token,
      },
    );
    expect(list.data.list.map((row) => row.currency)).toEqual(['CHF']);
  });

  it('removes a currency and persists the removal', async () => {
    const token = await loginAs('admin');
    const ars = currencies().find((row) => row.currency === 'ARS');
    const removed = await call('main', `/option/currency/remove?id=${ars?.id}`, { token });
    expect(removed.code).toBe(0);
    expect(persistedCodes()).not.toContain('ARS');
    expect(persistedCodes()).toContain('USD');
    const again = await call('main', `/option/currency/remove?id=${ars?.id}`, { token });
    expect(again.code).toBe(10009);
  });

  it('edits a currency', async () => {
    const token = await loginAs('admin');
    const edited = await call<CurrencyRecord>('main', '/option/currency/edit', {
      method: 'POST',
      body: { id: 4, currency: 'HKD', currency_cn: '港元' },
      token,
    });
    expect(edited.data.currency_cn).toBe('港元');
    expect(persistedCurrencies().find((row) => row.id === 4)?.currency_cn).toBe('港元');
  });

  it('refuses a missing field or a duplicate code', async () => {
    const token = await loginAs('admin');
    const add = (body: object, language: 'en' | 'zh-CN' = 'en') =>
      call('main', '/option/currency/add', { method: 'POST', body, token, language });
    expect(await add({ currency: 'CHF' })).toMatchObject({
      code: 10008,
      msg: 'Chinese name cannot be empty',
    });
    expect(await add({ currency: 'usd', currency_cn: '美金' }, 'zh-CN')).toMatchObject({
      code: 10010,
      msg: 'USD已存在',
    });
    expect(persistedCodes().filter((code) => code === 'USD')).toHaveLength(1);
  });

  it('pages the currency options', async () => {
    const token = await loginAs('cashier');
    const page = await call<ListPayload<CurrencyRecord>>(
      'main',
      '/options/currency?page=2&pageSize=5',
      {
        token,
      },
    );
    expect(page.data.total).toBe(currencies().length);
    expect(page.data.list.map((row) => row.id)).toEqual([6, 7, 8, 9, 10]);
  });
});

describe('persistence', () => {
  it('re-seeds a snapshot written by another schema version', () => {
    const adapter = memoryPersistence();
    collection(createStore(adapter), 'currency').length = 0;
    saveStore();
    expect(collection(createStore(adapter), 'currency')).toHaveLength(0);
    const emptied = adapter.snapshot?.db;
    if (!emptied) throw new Error('nothing was persisted');
    adapter.save({ version: DEMO_DB_VERSION - 1, db: emptied });
    expect(collection(createStore(adapter), 'currency').length).toBeGreaterThan(10);
    createStore(persistence);
  });
});
