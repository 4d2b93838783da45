import '@ant-design/v5-patch-for-react-19';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { session } from '@/auth/session';
import { defineResource, defineSchema } from '@/engine/define';
import { collection } from '@demo-backend/engine/collections';
import { getStore } from '@demo-backend/store';
import { enabledStatus } from '../../schemas/enums';
import { loginAs } from '../unit/mocks/client';
import { setupFixtureBackend } from '../support/fixtureBackend';

// A fixture resource with a detail page: two sections, its parts as a related tab, its history.
const gizmoPart = defineResource({
  name: 'gizmoPart',
  subject: 'OptionCurrency',
  schema: defineSchema({
    entity: 'gizmoPart',
    id: 'id',
    fields: {
      id: { type: 'number', list: true },
      gizmoId: { type: 'number', list: true },
      label: { type: 'text', list: true, form: { required: true } },
    },
  }),
  endpoints: { list: 'GET /gizmoPart/list', create: 'POST /gizmoPart/add' },
  assumed: ['list', 'create'],
  crud: { create: true },
});

const gizmo = defineResource({
  name: 'gizmo',
  route: '/gizmo/list',
  subject: 'OptionCurrency',
  schema: defineSchema({
    entity: 'gizmo',
    id: 'id',
    title: 'name',
    fields: {
      id: { type: 'number', list: true },
      name: { type: 'text', list: true, form: { required: true } },
      status: { type: 'enum', enum: enabledStatus, list: true },
      currency: { type: 'text', list: true },
      amount: { type: 'money', currency: { field: 'currency' }, list: true },
    },
  }),
  menu: { group: 'option', org: 1 },
  endpoints: {
    list: 'GET /gizmo/list',
    one: 'GET /gizmo/detail?id',
    update: 'POST /gizmo/edit',
  },
  assumed: ['list', 'one', 'update'],
  crud: { edit: true },
  actions: {
    enable: {
      call: 'GET /gizmo/enable?id',
      when: { status: [0] },
      sets: { status: 1 },
      ability: 'update',
    },
    disable: {
      call: 'POST /gizmo/disable',
      when: { status: [1] },
      sets: { status: 0 },
      reason: true,
      ability: 'update',
    },
  },
  detail: {
    sections: [
      { title: 'detail.gizmo.main', fields: ['id', 'name', 'status'] },
      { title: 'detail.gizmo.money', fields: ['amount'] },
    ],
    related: [{ resource: 'gizmoPart', filters: { gizmoId: 'id' } }],
  },
});

const locale = {
  routes: { gizmo: '小工具', gizmoDetail: '小工具详情', gizmoPart: '零件' },
  fields: {
    gizmo: { id: '编号', name: '名称', status: '状态', currency: '币种', amount: '金额' },
    gizmoPart: { id: '编号', gizmoId: '小工具', label: '零件名' },
  },
  detail: { gizmo: { main: '基本信息', money: '资金' } },
  actions: { enable: '启用', disable: '停用' },
};

/** Generous waits: the machine running the suite may be busy. */
const WAIT = { timeout: 30000 };

const { server } = setupFixtureBackend([gizmoPart, gizmo], locale, {
  rows: () => ({
    gizmo: [
      { id: 1, name: 'G1', status: 0, currency: 'USD', amount: '12.345' },
      { id: 2, name: 'G2', status: 1, currency: 'EUR', amount: '3' },
    ],
    gizmoPart: [
      { id: 1, gizmoId: 1, label: 'P1a' },
      { id: 2, gizmoId: 1, label: 'P1b' },
      { id: 3, gizmoId: 2, label: 'P2a' },
    ],
  }),
});

async function openDetail(path: string) {
  window.history.pushState({}, '', path);
  render(<App />);
  return screen.findByTestId('detail-title');
}

const header = () => screen.getByTestId('detail-title').closest('.ant-card-head') as HTMLElement;
const section = (title: string) =>
  screen.getByText(title, { selector: '.ant-descriptions-title' }).closest('.ant-descriptions')!;

describe('a detail page', () => {
  it('opens from its URL with titled sections, and only the actions the record allows', async () => {
    expect(await openDetail('/gizmo/detail/1')).toHaveTextContent('G1');
    expect(document.title).toContain('小工具详情');
    expect(within(section('基本信息') as HTMLElement).getByText('G1')).toBeInTheDocument();
    expect(within(section('基本信息') as HTMLElement).getByText('停用')).toBeInTheDocument();
    // Money with its currency, never rounded.
    expect(within(section('资金') as HTMLElement).getByText('USD 12.345')).toBeInTheDocument();
    // G1 is disabled: it may be enabled, not disabled; admin may edit it.
    const head = within(header());
    expect(head.getByRole('button', { name: '启用' })).toBeInTheDocument();
    expect(head.queryByRole('button', { name: '停用' })).toBeNull();
    expect(head.getByRole('button', { name: /编辑/ })).toBeInTheDocument();
    expect(head.getByRole('link', { name: /返回/ })).toHaveAttribute('href', '/gizmo/list');
  }, 60000);

  it('offers no action to a user without the right', async () => {
    session.clear();
    session.setToken(await loginAs('cashier'));
    await openDetail('/gizmo/detail/1');
    const head = within(header());
    expect(head.queryByRole('button', { name: '启用' })).toBeNull();
    expect(head.queryByRole('button', { name: /编辑/ })).toBeNull();
  }, 60000);

  it("lists only this record's related rows, asking with its filter", async () => {
    const user = userEvent.setup();
    const asked: URL[] = [];
    const listen = ({ request }: { request: Request }) => {
      const url = new URL(request.url);
      if (url.pathname.endsWith('/gizmoPart/list')) asked.push(url);
    };
    server.events.on('request:start', listen);
    try {
      await openDetail('/gizmo/detail/2');
      await user.click(screen.getByRole('tab', { name: '零件' }));
      expect(await screen.findByText('P2a', {}, WAIT)).toBeInTheDocument();
      expect(screen.queryByText('P1a')).toBeNull();
      expect(screen.queryByText('P1b')).toBeNull();
      expect(asked.length).toBeGreaterThan(0);
      expect(asked.every((url) => url.searchParams.get('gizmoId') === '2')).toBe(true);
    } finally {
      server.events.removeListener('request:start', listen);
    }
  }, 60000);

  it('creates a related record for this record from its tab', async () => {
    const user = userEvent.setup();
    await openDetail('/gizmo/detail/2');
    await user.click(screen.getByRole('tab', { name: '零件' }));
    await screen.findByText('P2a', {}, WAIT);
    await user.click(screen.getByRole('button', { name: /新\s*增/ }));
    const drawer = within(await screen.findByRole('dialog', {}, WAIT));
    await user.type(drawer.getByLabelText('零件名'), 'P2b');
    await user.click(drawer.getByRole('button', { name: /保\s*存/ }));
    expect(await screen.findByText('P2b', {}, WAIT)).toBeInTheDocument();
    const parts = collection(getStore(), 'gizmoPart');
    expect(parts.find((part) => part.label === 'P2b')?.gizmoId).toBe(2);
    // The detail page's own URL is left alone.
    expect(window.location.pathname).toBe('/gizmo/detail/2');
    expect(window.location.search).toBe('');
  }, 60000);

  it('shows who did what and why in the history, refreshed after an action', async () => {
    const user = userEvent.setup();
    await openDetail('/gizmo/detail/2');
    await user.click(screen.getByRole('tab', { name: '操作记录' }));
    expect(await screen.findByText('暂无操作记录', {}, WAIT)).toBeInTheDocument();
    await user.click(within(header()).getByRole('button', { name: '停用' }));
    const dialog = within(await screen.findByRole('dialog', {}, WAIT));
    await user.type(dialog.getByRole('textbox'), '库存不足');
    await user.click(dialog.getByRole('button', { name: /确/ }));
    // The record refreshes (it may now be enabled), and its history with it.
    expect(await within(header()).findByRole('button', { name: '启用' }, WAIT)).toBeInTheDocument();
    const entry = await screen.findByTestId('history-entry', {}, WAIT);
    expect(entry).toHaveTextContent('王磊');
    expect(entry).toHaveTextContent('停用');
    expect(entry).toHaveTextContent('原因：库存不足');
  }, 60000);

  it('says so when the record does not exist', async () => {
    window.history.pushState({}, '', '/gizmo/detail/99');
    render(<App />);
    expect(await screen.findByText('该记录不存在或您无权查看。')).toBeInTheDocument();
  }, 60000);

  it("is where a row's details button leads", async () => {
    window.history.pushState({}, '', '/gizmo/list');
    render(<App />);
    await screen.findByText('G2');
    const row = screen.getByText('G2').closest('tr')!;
    expect(within(row).getByRole('link', { name: '查看' })).toHaveAttribute(
      'href',
      '/gizmo/detail/2',
    );
    await userEvent.setup().click(within(row).getByRole('link', { name: '查看' }));
    expect(await screen.findByTestId('detail-title', {}, WAIT)).toHaveTextContent('G2');
  }, 60000);
});
