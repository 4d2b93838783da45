import '@ant-design/v5-patch-for-react-19';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { session } from '@/auth/session';
import { defineResource, defineSchema } from '@/engine/define';
import '@/app/declarations';
import { registerResource } from '@/engine/registry';
import { i18n } from '@/i18n';
import type { Row } from '@demo-backend/db';
import { generateHandlers } from '@demo-backend/engine';
import { collection } from '@demo-backend/engine/collections';
import { createDemoServer } from '@demo-backend/node';
import { getStore } from '@demo-backend/store';
import { call, loginAs } from '../unit/mocks/client';

/**
 * A fixture with a calendar day, a moment, amounts in a chosen currency and a computed figure:
 * opened and saved unchanged by a user outside UTC+8, nothing may move.
 */
const ledgerSchema = defineSchema({
  entity: 'ledgerFixture',
  id: 'id',
  fields: {
    id: { type: 'number', list: true },
    name: { type: 'text', list: true, form: { required: true } },
    startDay: { type: 'date', list: true, form: true },
    paidAt: { type: 'datetime', list: true, form: true },
    currency: { type: 'text', list: true, form: { required: true } },
    consumed: { type: 'money', currency: { field: 'currency' }, list: true, form: true },
    recharged: { type: 'money', currency: { field: 'currency' }, list: true, form: true },
    over: {
      type: 'money',
      currency: { field: 'currency' },
      list: true,
      computed: { formula: 'consumed - recharged' },
      warnAbove: '0.01',
    },
  },
});
const ledger = defineResource({
  name: 'ledgerFixture',
  route: '/ledger/list',
  subject: 'OptionCurrency',
  schema: ledgerSchema,
  menu: { group: 'option', org: 1 },
  endpoints: { list: 'GET /ledgerFixture/list', update: 'POST /ledgerFixture/edit' },
  assumed: ['list', 'update'],
  crud: { edit: true },
});
const locale = {
  routes: { ledgerFixture: '台账' },
  fields: {
    ledgerFixture: {
      id: '编号',
      name: '名称',
      startDay: '开始日期',
      paidAt: '付款时间',
      currency: '币种',
      consumed: '消耗',
      recharged: '充值',
      over: '超支',
    },
  },
};

const server = createDemoServer();
const zone = process.env.TZ;

beforeAll(async () => {
  registerResource(ledger);
  i18n.addResourceBundle('cn', 'translation', locale, true, true);
  server.listen({ onUnhandledRequest: 'error' });
  server.use(...generateHandlers([ledger]));
  session.setToken(await loginAs('admin'));
});
afterAll(() => {
  server.close();
  process.env.TZ = zone;
});
afterEach(() => cleanup());

const stored = (id: number) =>
  collection(getStore(), 'ledgerFixture').find((row) => row.id === id) as Row;
const rows = () =>
  screen.getAllByRole('row').filter((row) => row.classList.contains('ant-table-row'));
/** The ids the list shows first: the highest, as a list of no createTime is asked newest first. */
const newestIds = () =>
  collection(getStore(), 'ledgerFixture')
    .map((row) => Number(row.id))
    .sort((a, b) => b - a);
const rowOf = (id: number) => rows().find((row) => within(row).queryByText(String(id)))!;

/** Opens the edit drawer of record `id` and saves it without touching anything. */
async function saveUnchanged(id: number) {
  const user = userEvent.setup();
  window.history.pushState({}, '', '/ledger/list');
  render(<App />);
  await screen.findByText(/共 \d+ 条/);
  await user.click(within(rowOf(id)).getByRole('button', { name: /编\s?辑/ }));
  const editor = within(await screen.findByRole('dialog'));
  await editor.findByDisplayValue(String(stored(id).name));
  const saved = new Promise<void>((resolve) =>
    server.events.on('response:mocked', ({ request }) => {
      if (request.url.includes('/ledgerFixture/edit')) resolve();
    }),
  );
  await user.click(editor.getByRole('button', { name: /保\s?存/ }));
  await saved;
  server.events.removeAllListeners();
}

describe('money, dates and computed figures end to end', () => {
  for (const [tz, place] of [
    ['America/New_York', 0],
    ['Asia/Tokyo', 1],
  ] as const) {
    it(`saving an unchanged record in ${tz} changes nothing`, async () => {
      process.env.TZ = tz;
      const id = newestIds()[place];
      const record = stored(id);
      // A day kept as its first second in China, a moment, amounts in their currency.
      record.startDay = Date.UTC(2025, 2, 3, 16) / 1000;
      record.paidAt = Date.UTC(2026, 10, 24, 2, 0, 0) / 1000;
      record.currency = 'USD';
      record.consumed = 1200.5;
      record.recharged = 1000;
      const before = structuredClone(record);
      await saveUnchanged(id);
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
      expect(stored(id)).toEqual({ ...before, over: 200.5 });
      // The day is shown as that day, whatever the zone.
      expect(within(rowOf(id)).getByText('2025-03-04')).toBeInTheDocument();
    }, 60000);
  }

  it('shows a computed figure from its inputs, whatever the backend says, warned above 0.01', async () => {
    process.env.TZ = 'America/New_York';
    const id = newestIds()[2];
    const record = stored(id);
    Object.assign(record, { currency: 'JPY', consumed: 1500, recharged: 1200, over: 99999 });
    window.history.pushState({}, '', '/ledger/list');
    render(<App />);
    await screen.findByText(/共 \d+ 条/);
    const cell = within(rowOf(id)).getByText('JPY 300');
    expect(cell).toHaveClass('value-warn');
    // Flagged in words too, not by its colour alone.
    expect(cell.nextElementSibling).toHaveTextContent('超过 0.01');
    expect(within(rowOf(id)).queryByText(/99,999/)).not.toBeInTheDocument();
  }, 60000);

  it('refuses, in the form and in the backend, an amount finer than its currency', async () => {
    process.env.TZ = 'Asia/Tokyo';
    const token = await loginAs('admin');
    const edit = (body: Row) =>
      call('main', '/ledgerFixture/edit', { method: 'POST', token, body, language: 'zh-CN' });
    const id = newestIds()[3];
    const refused = await edit({ id, currency: 'JPY', consumed: '1200.5' });
    expect(refused.code).toBe(10031);
    expect(refused.msg).toBe('consumed：JPY 金额最多 0 位小数');
    const ok = await edit({
      id,
      currency: 'JPY',
      consumed: '1200',
      paidAt: '2026-11-24T10:00:00+08:00',
      startDay: '2026-11-24',
    });
    expect(ok.code).toBe(0);
    expect(stored(id)).toMatchObject({
      consumed: 1200,
      paidAt: Date.UTC(2026, 10, 24, 2) / 1000,
      startDay: Date.UTC(2026, 10, 23, 16) / 1000,
    });
    const garbage = await edit({ id, startDay: '2026-13-01' });
    expect(garbage.code).toBe(10032);

    const user = userEvent.setup();
    window.history.pushState({}, '', '/ledger/list');
    render(<App />);
    await screen.findByText(/共 \d+ 条/);
    await user.click(within(rowOf(id)).getByRole('button', { name: /编\s?辑/ }));
    const editor = within(await screen.findByRole('dialog'));
    const consumed = editor.getByLabelText('消耗');
    await user.clear(consumed);
    await user.type(consumed, '1200.5');
    await user.click(editor.getByRole('button', { name: /保\s?存/ }));
    // antd redraws a field's message as the form re-checks it; the text is what matters.
    await waitFor(() => expect(editor.getByText('消耗：JPY 金额不能有小数')).toBeInTheDocument());
    expect(stored(id).consumed).toBe(1200);
  }, 60000);
});
