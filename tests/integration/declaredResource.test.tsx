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
import { generateHandlers } from '@demo-backend/engine';
import { createDemoServer } from '@demo-backend/node';
import { enabledStatus } from '../../schemas/enums';
import { call, loginAs } from '../unit/mocks/client';

/**
 * A resource that exists only as a declaration: schema, resource, locale keys. It lives in an
 * area whose operations (create, update, delete) admin is granted.
 */
const gadgetSchema = defineSchema({
  entity: 'gadget',
  id: 'id',
  fields: {
    id: { type: 'number', list: true },
    name: { type: 'text', list: true, filter: true, form: { required: true } },
    price: { type: 'money', currency: 'USD', list: true, form: { nonZero: true } },
    status: { type: 'enum', enum: enabledStatus, list: true, filter: true, form: { initial: 1 } },
  },
});
const gadget = defineResource({
  name: 'gadget',
  route: '/gadget/list',
  subject: 'OptionCurrency',
  schema: gadgetSchema,
  menu: { group: 'option', org: 1 },
  endpoints: {
    list: 'GET /gadget/list',
    create: 'POST /gadget/add',
    update: 'POST /gadget/edit',
    remove: 'GET /gadget/remove?id',
  },
  assumed: ['list', 'create', 'update', 'remove'],
  crud: { create: true, edit: true, remove: true },
  actions: {
    // Rights are per operation (src/access/rules.ts): disabling is editing, which admin may do.
    disable: {
      call: 'GET /gadget/disable?id',
      when: { status: [1] },
      sets: { status: 0 },
      ability: 'update',
    },
  },
});
/** Amounts in the currency chosen beside them. */
const feeSchema = defineSchema({
  entity: 'fee',
  id: 'id',
  fields: {
    id: { type: 'number', list: true },
    currency: { type: 'text', list: true, form: { required: true } },
    amount: { type: 'money', currency: { field: 'currency' }, list: true, form: true },
  },
});
const fee = defineResource({
  name: 'fee',
  route: '/fee/list',
  subject: 'OptionCurrency',
  schema: feeSchema,
  menu: { group: 'option', org: 1 },
  endpoints: { list: 'GET /fee/list', create: 'POST /fee/add' },
  assumed: ['list', 'create'],
  crud: { create: true },
});
/** Notes kept on one gadget's own page. */
const gadgetNote = defineResource({
  name: 'gadgetNote',
  route: '/gadget/notes/:gadgetId',
  subject: 'OptionCurrency',
  schema: defineSchema({
    entity: 'gadgetNote',
    id: 'id',
    fields: {
      id: { type: 'number', list: true },
      gadgetId: { type: 'number', list: true },
      text: { type: 'text', list: true, form: { required: true } },
    },
  }),
  menu: { hidden: true, group: 'option' },
  endpoints: { list: 'GET /gadgetNote/list', create: 'POST /gadgetNote/add' },
  assumed: ['list', 'create'],
  paramFilters: { gadgetId: 'gadgetId' },
  crud: { create: true },
  parent: 'gadget',
});
const locale = {
  routes: { gadget: '小工具', fee: '费用', gadgetNote: '小工具备注' },
  fields: {
    gadget: { id: '编号', name: '名称', price: '价格', status: '状态' },
    fee: { id: '编号', currency: '币种', amount: '金额' },
    gadgetNote: { id: '编号', gadgetId: '小工具', text: '备注' },
  },
  actions: { disable: '停用' },
};

const server = createDemoServer();

beforeAll(async () => {
  registerResource(gadget);
  registerResource(fee);
  registerResource(gadgetNote);
  i18n.addResourceBundle('cn', 'translation', locale, true, true);
  server.listen({ onUnhandledRequest: 'error' });
  server.use(...generateHandlers([gadget, fee, gadgetNote]));
  session.setToken(await loginAs('admin'));
});
afterAll(() => server.close());
afterEach(() => cleanup());

const rows = () =>
  screen.getAllByRole('row').filter((row) => row.classList.contains('ant-table-row'));

describe('a resource added by declaration alone', () => {
  it('lists, creates, edits, runs an action and deletes against the generated demo backend', async () => {
    const user = userEvent.setup();
    window.history.pushState({}, '', '/gadget/list');
    render(<App />);
    expect(await screen.findByText('共 48 条')).toBeInTheDocument();
    expect(rows()).toHaveLength(20);

    // Paging: the page travels in the URL.
    await user.click(screen.getByTitle('3'));
    await waitFor(() => expect(rows()).toHaveLength(8));
    expect(window.location.search).toContain('page=3');
    await user.click(screen.getByTitle('1'));
    await waitFor(() => expect(rows()).toHaveLength(20));

    // Create: the required name and the non-zero price are checked first.
    await user.click(screen.getByRole('button', { name: /新增/ }));
    const drawer = within(await screen.findByRole('dialog'));
    await user.click(drawer.getByRole('button', { name: /保\s?存/ }));
    expect(await drawer.findByText('名称不能为空')).toBeInTheDocument();
    expect(drawer.getByText('价格不能为空或0')).toBeInTheDocument();
    await user.type(drawer.getByLabelText('名称'), 'Widget X');
    await user.type(drawer.getByLabelText('价格'), '12.5');
    await user.click(drawer.getByRole('button', { name: /保\s?存/ }));
    expect(await screen.findByText('共 49 条')).toBeInTheDocument();

    // Find it with the filter (kept in the URL).
    const filters = within(document.querySelector('#filters-gadget') as HTMLElement);
    await user.type(filters.getByLabelText('名称'), 'Widget X');
    await user.click(filters.getByRole('button', { name: /搜索/ }));
    await waitFor(() => expect(rows()).toHaveLength(1));
    expect(window.location.search).toContain('name=Widget+X');
    const row = within(rows()[0]);
    expect(row.getByText('USD 12.50')).toBeInTheDocument();
    expect(row.getByText('启用')).toBeInTheDocument();

    // Edit.
    await user.click(row.getByRole('button', { name: /编\s?辑/ }));
    const editor = within(await screen.findByRole('dialog'));
    const name = await editor.findByDisplayValue('Widget X');
    await user.clear(name);
    await user.type(name, 'Widget XL');
    await user.click(editor.getByRole('button', { name: /保\s?存/ }));
    await user.clear(filters.getByLabelText('名称'));
    await user.type(filters.getByLabelText('名称'), 'Widget XL');
    await user.click(filters.getByRole('button', { name: /搜索/ }));
    await waitFor(() => expect(within(rows()[0]).getByText('Widget XL')).toBeInTheDocument());
    // The previous filter's rows (Widget XL among them) stay under a spinner, which takes the
    // clicks, until the new filter's answer: wait for it.
    await waitFor(() => expect(document.querySelector('.ant-spin-spinning')).toBeNull());

    // The declared action, offered while the state allows it.
    const more = () => within(rows()[0]).getByRole('button', { name: /更\s?多/ });
    await user.click(more());
    await user.click(await screen.findByRole('menuitem', { name: '停用' }));
    await waitFor(() => expect(within(rows()[0]).getByText('停用')).toBeInTheDocument());
    await user.click(more());
    await waitFor(() =>
      expect(screen.queryByRole('menuitem', { name: '停用' })).not.toBeInTheDocument(),
    );

    // Delete, asking first.
    expect(screen.getByRole('menuitem', { name: '删除' })).toBeInTheDocument();
    await user.click(screen.getByRole('menuitem', { name: '删除' }));
    // The confirmation's code loads on first use.
    const confirm = within(await screen.findByRole('dialog'));
    await user.click(confirm.getByRole('button', { name: /删\s?除/ }));
    await waitFor(() => expect(rows()).toHaveLength(0));
    // The confirmation closes.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getAllByText('暂无数据').length).toBeGreaterThan(0);
  }, 60000);

  it('shows an amount in the currency chosen in the form, following each change', async () => {
    const user = userEvent.setup();
    window.history.pushState({}, '', '/fee/list');
    render(<App />);
    await user.click(await screen.findByRole('button', { name: /新增/ }));
    const drawer = within(await screen.findByRole('dialog'));
    const currency = drawer.getByLabelText('币种');
    await user.type(currency, 'EUR');
    expect(await drawer.findByText('EUR')).toBeInTheDocument();
    await user.clear(currency);
    await user.type(currency, 'JPY');
    expect(await drawer.findByText('JPY')).toBeInTheDocument();
    expect(drawer.queryByText('EUR')).not.toBeInTheDocument();
    await user.type(drawer.getByLabelText('金额'), '1200.75');
    expect(drawer.getByLabelText('金额')).toHaveValue('1200.75');
  }, 60000);

  it('creates a record on its owner page that belongs to that owner', async () => {
    const user = userEvent.setup();
    window.history.pushState({}, '', '/gadget/notes/7');
    render(<App />);
    await user.click(await screen.findByRole('button', { name: /新增/ }));
    const drawer = within(await screen.findByRole('dialog'));
    await user.type(drawer.getByLabelText('备注'), 'Kept on gadget 7');
    await user.click(drawer.getByRole('button', { name: /保\s?存/ }));
    // The list shows gadget 7's notes only: the new one is among them, as gadget 7's.
    const text = await screen.findByText('Kept on gadget 7');
    const row = text.closest('tr')!;
    expect(row).toHaveClass('ant-table-row');
    expect(within(row).getByText('7')).toBeInTheDocument();
  }, 60000);

  it('shows a list visited again at once, then what changed meanwhile, with no spinner over it', async () => {
    const user = userEvent.setup();
    const token = await loginAs('admin');
    // By the menu, as staff move between lists.
    const goTo = async (name: string) =>
      user.click(
        within(document.querySelector('.side-menu') as HTMLElement).getByRole('link', { name }),
      );
    window.history.pushState({}, '', '/gadget/list');
    render(<App />);
    const { data } = await call<{ list: Record<string, unknown>[] }>(
      'main',
      '/gadget/list?page=1&pageSize=20',
      { token },
    );
    // The list's first row (newest first), looked for among the rows: a gadget's name may be a
    // person's, as the signed-in user's in the top bar is.
    const first = data.list[0]!;
    const listed = (text: string) =>
      screen
        .queryAllByRole('row')
        .some((row) => row.classList.contains('ant-table-row') && row.textContent?.includes(text));
    await waitFor(() => expect(listed(String(first.name))).toBe(true));
    expect(within(rows()[0]).getByText(String(first.id))).toBeInTheDocument();

    await goTo('费用');
    await waitFor(() => expect(listed(String(first.name))).toBe(false));
    const renamed = `${String(first.name)} (renamed meanwhile)`;
    const edit = await call('main', '/gadget/edit', {
      method: 'POST',
      body: { ...first, name: renamed },
      token,
    });
    expect(edit.code).toBe(0);

    // Back on the list: its rows from before at once, refreshed behind the scenes.
    const spinners: number[] = [];
    const watch = new MutationObserver(() =>
      spinners.push(document.querySelectorAll('.ant-table-wrapper .ant-spin-spinning').length),
    );
    watch.observe(document.body, { subtree: true, childList: true, attributes: true });
    await goTo('小工具');
    expect(rows().length).toBeGreaterThan(0);
    expect(await screen.findByText(renamed)).toBeInTheDocument();
    watch.disconnect();
    expect(spinners.length).toBeGreaterThan(0);
    expect(Math.max(...spinners)).toBe(0);
  }, 60000);
});
