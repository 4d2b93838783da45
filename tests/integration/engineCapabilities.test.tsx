import '@ant-design/v5-patch-for-react-19';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/App';
import { session } from '@/auth/session';
import { defineFieldType, defineReference, defineResource, defineSchema } from '@/engine/define';
import { collection } from '@demo-backend/engine/collections';
import { apiPath } from '@demo-backend/handlers/routes';
import { getStore, saveStore } from '@demo-backend/store';
import { enabledStatus } from '../../schemas/enums';
import { setupFixtureBackend } from '../support/fixtureBackend';
import { loginAs } from '../unit/mocks/client';

// A field type and an option list declared next to the resource that uses them: nothing in src/
// changes for either.
defineFieldType('stars', {
  filter: 'eq',
  storage: 'number',
  align: 'right',
  text: ({ value }) => '★'.repeat(Number(value) || 0),
});
defineReference('widgetOwner', {
  endpoint: 'GET /widgetOwner/list',
  pageSize: 100,
  value: 'ownerId',
  label: 'ownerName',
});

const widgetOwnerList = defineResource({
  name: 'widgetOwnerList',
  subject: 'OptionCurrency',
  schema: defineSchema({
    entity: 'widgetOwner',
    id: 'ownerId',
    fields: { ownerId: { type: 'number', list: true }, ownerName: { type: 'text', list: true } },
  }),
  endpoints: { list: 'GET /widgetOwner/list' },
  assumed: ['list'],
  // The owners as a select offers them, in the backend's order, not newest first.
  order: false,
});

const widgetSchema = defineSchema({
  entity: 'widget',
  id: 'id',
  title: 'name',
  fields: {
    id: { type: 'number', list: true },
    name: { type: 'text', list: true, filter: true, form: { required: true } },
    status: { type: 'enum', enum: enabledStatus, list: true, filter: true },
    currency: { type: 'text', list: true },
    amount: { type: 'money', currency: { field: 'currency' }, list: true },
    rating: { type: 'stars', list: true },
    tags: { type: 'tags', list: true },
    ownerId: { type: 'reference', ref: 'widgetOwner', filter: true },
    helperIds: { type: 'reference', ref: 'widgetOwner', form: { multiple: true } },
    ownerName: { type: 'text', list: true },
    // No name carried beside it: the cell finds it in the option list.
    keeperId: { type: 'reference', ref: 'widgetOwner', list: true },
  },
});

const widget = defineResource({
  name: 'widget',
  route: '/widget/list',
  subject: 'OptionCurrency',
  schema: widgetSchema,
  menu: { group: 'option', org: 1 },
  endpoints: {
    list: 'GET /widget/list',
    create: 'POST /widget/add',
    remove: 'GET /widget/remove?id',
  },
  assumed: ['list', 'create', 'remove'],
  crud: { create: true, remove: true },
  totals: { fields: ['amount'] },
  actions: {
    enable: {
      call: 'GET /widget/enable?id',
      when: { status: [0] },
      sets: { status: 1 },
      batch: true,
      ability: 'update',
    },
    // A list body: a batch sends its rows' items in one call.
    archive: {
      call: 'POST /widget/archive',
      sets: { status: 0 },
      body: { fields: ['id', 'name'], list: true },
      batchOnly: true,
      ability: 'update',
    },
    dropHelper: {
      call: 'POST /widget/dropHelper',
      ability: 'update',
      fields: {
        helperId: {
          type: 'reference',
          ref: 'widgetOwner',
          form: { required: true, within: 'helperIds' },
        },
      },
      removes: { helperId: 'helperIds' },
    },
    retag: {
      call: 'POST /widget/retag',
      ability: 'update',
      fields: {
        tags: { type: 'tags', form: true },
        ownerId: { type: 'reference', ref: 'widgetOwner', form: { required: true } },
      },
    },
  },
});

/** The same records, totalled by the backend's sum call over the whole filter. */
const widgetSum = defineResource({
  ...widget,
  name: 'widgetSum',
  route: '/widget/sums',
  actions: {},
  totals: { fields: ['amount'], call: 'GET /widget/sum' },
});

const locale = {
  routes: { widget: '小部件', widgetSum: '小部件合计' },
  fields: {
    widget: {
      id: '编号',
      name: '名称',
      status: '状态',
      currency: '币种',
      amount: '金额',
      rating: '评分',
      tags: '标签',
      ownerId: '负责人',
      ownerName: '负责人',
      helperIds: '协助人',
      helperId: '协助人',
      keeperId: '保管人',
    },
  },
  actions: { enable: '启用', retag: '重新分配', dropHelper: '移除协助人', archive: '归档' },
};

const owners = [
  { ownerId: 1, ownerName: '甲' },
  { ownerId: 2, ownerName: '乙' },
  { ownerId: 3, ownerName: '丙' },
];
/** Ten widgets, ids 1–10: 1–3 disabled, the rest enabled; amounts that would drift as floats. */
const widgets = Array.from({ length: 10 }, (_, index) => ({
  id: index + 1,
  name: `W${index + 1}`,
  status: index < 3 ? 0 : 1,
  currency: index % 2 ? 'EUR' : 'USD',
  amount: index % 2 ? '0.2' : '0.1',
  rating: (index % 5) + 1,
  tags: [],
  ownerId: 1,
  ownerName: '甲',
  helperIds: [2, 3],
  keeperId: (index % 3) + 1,
}));

// The demo backend's own handlers, then the fixtures'; a test adds its own overrides on top.
const { server } = setupFixtureBackend([widgetOwnerList, widget, widgetSum], locale, {
  rows: () => ({ widgetOwner: structuredClone(owners), widget: structuredClone(widgets) }),
});
afterEach(() => vi.useRealTimers());

const rows = () =>
  screen.getAllByRole('row').filter((row) => row.classList.contains('ant-table-row'));
const rowOf = (name: string) => rows().find((row) => within(row).queryByText(name))!;
const headers = () =>
  [...document.querySelectorAll('.ant-table-thead th')].map((th) => th.textContent?.trim());

async function open(path: string) {
  window.history.pushState({}, '', path);
  render(<App />);
  await screen.findByText('共 10 条');
}

describe('a list on Refine and antd Table', () => {
  it('pins the selection and first columns, and shows the declared field type and totals', async () => {
    await open('/widget/list');
    // Pinned by list.css's sticky cells: the table says what it pins, each cell where.
    expect(document.querySelector('.resource-table')).toHaveClass('pinned', 'selectable');
    const head = document.querySelector('.ant-table-thead tr')!;
    expect(head.querySelector('th.ant-table-selection-column')).not.toBeNull();
    const first = [...head.querySelectorAll('th')].find((th) => th.textContent === '编号');
    expect(first).toHaveClass('cell-pin-start');
    // The actions end each row, not pinned there: a pinned end column covers the columns beyond
    // the card's edge before any scroll (issue 39).
    const actions = [...head.querySelectorAll('th')].find((th) => th.textContent === '操作');
    expect(actions).toHaveClass('row-actions-cell');
    expect(actions).not.toHaveClass('cell-pin-end');
    expect(rowOf('W5').querySelector('td:last-child')).toHaveClass('row-actions-cell');
    // A field type declared outside src/.
    expect(within(rowOf('W5')).getByText('★★★★★')).toBeInTheDocument();
    // The page's totals, per currency, exactly: five times 0.1 and five times 0.2.
    expect(screen.getByText('本页合计')).toBeInTheDocument();
    const totals = screen.getAllByTestId('total-amount').map((cell) => cell.textContent);
    expect(totals.sort()).toEqual(['EUR 1.00', 'USD 0.50']);
  }, 60000);

  it('names referenced records from their option list, asked for once for all rows', async () => {
    const asked: string[] = [];
    const listen = ({ request }: { request: Request }) => {
      if (new URL(request.url).pathname.endsWith('/widgetOwner/list')) asked.push(request.url);
    };
    server.events.on('request:start', listen);
    try {
      await open('/widget/list');
      const keeperColumn = headers().indexOf('保管人');
      const keeperOf = (name: string) =>
        within(rowOf(name)).getAllByRole('cell')[keeperColumn].textContent;
      await waitFor(() => expect(keeperOf('W1')).toBe('甲'));
      expect(keeperOf('W2')).toBe('乙');
      expect(keeperOf('W3')).toBe('丙');
      expect(asked).toHaveLength(1);
    } finally {
      server.events.removeListener('request:start', listen);
    }
  }, 60000);

  it("totals the whole filter with the backend's sum call", async () => {
    const user = userEvent.setup();
    window.history.pushState({}, '', '/widget/sums?pageSize=20');
    render(<App />);
    expect(await screen.findByText('全部筛选结果合计')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        screen
          .getAllByTestId('total-amount')
          .map((cell) => cell.textContent)
          .sort(),
      ).toEqual(['EUR 1.00', 'USD 0.50']),
    );
    // Filtered: the sum call gets the filter.
    const filters = within(document.querySelector('#filters-widget') as HTMLElement);
    await user.type(filters.getByLabelText('名称'), 'W1');
    await user.click(filters.getByRole('button', { name: /搜索/ }));
    // W1 (USD 0.1) and W10 (EUR 0.2).
    await waitFor(() =>
      expect(
        screen
          .getAllByTestId('total-amount')
          .map((cell) => cell.textContent)
          .sort(),
      ).toEqual(['EUR 0.20', 'USD 0.10']),
    );
  }, 60000);

  it('hides and orders columns, remembered for this user and list', async () => {
    const user = userEvent.setup();
    await open('/widget/list');
    await user.click(screen.getByRole('button', { name: '列设置' }));
    const chooser = within(await screen.findByRole('group', { name: '列设置' }));
    await user.click(chooser.getByRole('checkbox', { name: '评分' }));
    await user.click(chooser.getByRole('button', { name: '上移 币种' }));
    await waitFor(() => expect(headers()).not.toContain('评分'));
    expect(headers().indexOf('币种')).toBeLessThan(headers().indexOf('状态'));
    cleanup();
    await open('/widget/list');
    expect(headers()).not.toContain('评分');
    expect(headers().indexOf('币种')).toBeLessThan(headers().indexOf('状态'));
    // Another user has the declared columns.
    cleanup();
    session.clear();
    session.setToken(await loginAs('superadmin'));
    await open('/widget/list');
    expect(headers()).toContain('评分');
  }, 60000);

  it('offers 20, 50 and 100 rows a page, kept in the URL', async () => {
    const user = userEvent.setup();
    const db = getStore();
    collection(db, 'widget').push(
      ...Array.from({ length: 50 }, (_, index) => ({
        ...widgets[4],
        id: 11 + index,
        name: `X${index}`,
      })),
    );
    saveStore();
    window.history.pushState({}, '', '/widget/list');
    render(<App />);
    await screen.findByText('共 60 条');
    expect(rows()).toHaveLength(20);
    await user.click(document.querySelector('.ant-pagination-options .ant-select-selector')!);
    const options = await screen.findAllByText(/条\/页/);
    expect(options.map((option) => option.textContent)).toEqual(
      expect.arrayContaining(['20 条/页', '50 条/页', '100 条/页']),
    );
    await user.click(screen.getByText('50 条/页', { selector: '.ant-select-item-option-content' }));
    await waitFor(() => expect(rows()).toHaveLength(50));
    expect(window.location.search).toContain('pageSize=50');
  }, 60000);
});

describe('batch actions', () => {
  it('names and leaves out rows that do not qualify, then reports each failure', async () => {
    const user = userEvent.setup();
    // The backend refuses one of them.
    server.use(
      http.get(apiPath('main', '/widget/enable'), ({ request }) =>
        new URL(request.url).searchParams.get('id') === '2'
          ? HttpResponse.json({ code: 10001, msg: '库存不足', data: null })
          : undefined,
      ),
    );
    await open('/widget/list');
    for (const name of ['W1', 'W2', 'W3', 'W4'])
      await user.click(within(rowOf(name)).getByRole('checkbox'));
    const bar = within(screen.getByRole('region', { name: '已选记录' }));
    expect(bar.getByText('已选 4 项')).toBeInTheDocument();
    await user.click(bar.getByRole('button', { name: /启\s?用/ }));

    const confirm = within(await screen.findByRole('dialog'));
    expect(confirm.getAllByText('确定对 3 条记录执行“启用”吗？').length).toBeGreaterThan(0);
    expect(confirm.getByText('以下 1 条所选记录不符合条件，已跳过：')).toBeInTheDocument();
    expect(confirm.getByText('W4 (#4): 启用')).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: /确\s?定/ }));

    const result = within(
      await screen
        .findByText('启用：成功 2 条，失败 1 条', { selector: '.ant-modal-confirm-title' })
        .then((title) => title.closest('.ant-modal') as HTMLElement),
    );
    expect(result.getByText('W2 (#2): 库存不足')).toBeInTheDocument();
    // Refreshed, the selection cleared.
    await waitFor(() => expect(within(rowOf('W1')).getByText('启用')).toBeInTheDocument());
    expect(within(rowOf('W2')).getByText('停用')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '已选记录' })).not.toBeInTheDocument();
  }, 60000);
});

describe('batch actions with a list body', () => {
  it('send every selected row’s item in one call', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    server.use(
      http.post(apiPath('main', '/widget/archive'), async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ code: 0, msg: 'ok', data: null });
      }),
    );
    await open('/widget/list');
    for (const name of ['W1', 'W2', 'W3'])
      await user.click(within(rowOf(name)).getByRole('checkbox'));
    const bar = within(screen.getByRole('region', { name: '已选记录' }));
    await user.click(bar.getByRole('button', { name: /归\s?档/ }));
    const confirm = within(await screen.findByRole('dialog'));
    await user.click(confirm.getByRole('button', { name: /确\s?定/ }));
    await screen.findByText('归档：成功 3 条，失败 0 条', { selector: '.ant-modal-confirm-title' });
    expect(bodies).toEqual([
      [
        { id: 1, name: 'W1', status: 0 },
        { id: 2, name: 'W2', status: 0 },
        { id: 3, name: 'W3', status: 0 },
      ],
    ]);
  }, 60000);
});

describe('actions that take values', () => {
  it('asks for them in a modal form, sends them with the id, and shows the result', async () => {
    const user = userEvent.setup();
    await open('/widget/list');
    await user.click(within(rowOf('W7')).getByRole('button', { name: /更\s?多/ }));
    await user.click(await screen.findByRole('menuitem', { name: '重新分配' }));
    const dialog = within(await screen.findByRole('dialog'));
    // The owner the record has, from the declared option list; tags typed, comma-separated.
    expect(await dialog.findByText('甲')).toBeInTheDocument();
    await user.click(dialog.getByLabelText('负责人'));
    await user.click(await screen.findByTitle('乙'));
    await user.type(dialog.getByLabelText('标签'), '重点,出海,');
    await user.click(dialog.getByRole('button', { name: /确\s?定/ }));
    expect(await screen.findByText('重新分配：操作成功')).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf('W7')).getByText('乙')).toBeInTheDocument());
    expect(within(rowOf('W7')).getByText('重点')).toBeInTheDocument();
    expect(within(rowOf('W7')).getByText('出海')).toBeInTheDocument();
  }, 60000);

  it('offers, to remove, only the values the record holds', async () => {
    const user = userEvent.setup();
    await open('/widget/list');
    await user.click(within(rowOf('W9')).getByRole('button', { name: /更\s?多/ }));
    await user.click(await screen.findByRole('menuitem', { name: '移除协助人' }));
    const dialog = within(await screen.findByRole('dialog'));
    await user.click(dialog.getByLabelText('协助人'));
    const listbox = await screen.findByRole('listbox');
    await waitFor(() =>
      expect(
        [...document.querySelectorAll('.ant-select-item-option')].map(
          (option) => option.textContent,
        ),
      ).toEqual(['乙', '丙']),
    );
    expect(listbox).toBeInTheDocument();
    await user.click(await screen.findByTitle('丙'));
    await user.click(dialog.getByRole('button', { name: /确\s?定/ }));
    expect(await screen.findByText('移除协助人：操作成功')).toBeInTheDocument();
  }, 60000);

  it('keeps what was typed when the call fails', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(apiPath('main', '/widget/retag'), () =>
        HttpResponse.json({ code: 10002, msg: '负责人已离职', data: null }),
      ),
    );
    await open('/widget/list');
    await user.click(within(rowOf('W8')).getByRole('button', { name: /更\s?多/ }));
    await user.click(await screen.findByRole('menuitem', { name: '重新分配' }));
    const dialog = within(await screen.findByRole('dialog'));
    await dialog.findByText('甲');
    await user.type(dialog.getByLabelText('标签'), '待跟进,');
    await user.click(dialog.getByRole('button', { name: /确\s?定/ }));
    expect(await screen.findByText('负责人已离职')).toBeInTheDocument();
    expect(dialog.getByText('待跟进')).toBeInTheDocument();
    expect(within(rowOf('W8')).queryByText('待跟进')).not.toBeInTheDocument();
  }, 60000);
});

describe('forms and rights', () => {
  it('keeps a refused new record in its drawer, filled in', async () => {
    // Error toasts are deduplicated for 3 s (SPEC §8): this one comes well after the last test's.
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10_000 });
    const user = userEvent.setup();
    server.use(
      http.post(apiPath('main', '/widget/add'), () =>
        HttpResponse.json({ code: 10003, msg: '名称已存在', data: null }),
      ),
    );
    await open('/widget/list');
    await user.click(screen.getByRole('button', { name: /新\s?增/ }));
    const drawer = within(await screen.findByRole('dialog'));
    await user.type(await drawer.findByLabelText('名称'), 'W1');
    await user.click(drawer.getByRole('button', { name: /保\s?存/ }));
    expect(await screen.findByText('名称已存在')).toBeInTheDocument();
    expect(drawer.getByLabelText('名称')).toHaveValue('W1');
    expect(window.location.search).toContain('drawer=create');
  }, 60000);

  it('shows a BD team member only its own clients, edit where their state allows, and no batch it may not run', async () => {
    session.clear();
    session.setToken(await loginAs('bdmember'));
    window.history.pushState({}, '', '/client/list');
    render(<App />);
    await screen.findByText(/共 \d+ 条/);
    const cellOf = (row: HTMLElement, title: string) =>
      row.querySelectorAll('td')[headers().indexOf(title)]?.textContent ?? '';
    // The backend answers the clients it owns only (CASL read conditions, rules.ts).
    expect(rows().length).toBeGreaterThan(0);
    expect(rows().map((row) => cellOf(row, 'BD'))).toEqual(rows().map(() => '唐宁'));
    // Edit is offered before the client leaves business (docs/areas/clients.md).
    const editable = ['新注册待完善', '待审核', '合作中'];
    for (const row of rows()) {
      const edit = within(row).queryByRole('button', { name: /编\s?辑/ });
      expect(Boolean(edit)).toBe(editable.includes(cellOf(row, '合作状态')));
    }
    // Approving new clients is not a BD member's: its batch bar offers only what it may run.
    const user = userEvent.setup();
    await user.click(within(rows()[0]).getByRole('checkbox'));
    const bar = within(await screen.findByRole('region', { name: '已选记录' }));
    expect(bar.queryByRole('button', { name: '审核通过' })).toBeNull();
    expect(bar.queryByRole('button', { name: '变更BD' })).toBeNull();
  }, 60000);
});
