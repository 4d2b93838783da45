import '@ant-design/v5-patch-for-react-19';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import dayjs from 'dayjs';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { session } from '@/auth/session';
import { defineResource, defineSchema } from '@/engine/define';
import '@/app/declarations';
import { registerResource } from '@/engine/registry';
import { i18n } from '@/i18n';
import { collection } from '@demo-backend/engine/collections';
import { generateHandlers } from '@demo-backend/engine';
import { createDemoServer, resetDemoStore } from '@demo-backend/node';
import { getStore, saveStore } from '@demo-backend/store';
import { region } from '../../schemas/enums';
import { loginAs } from '../unit/mocks/client';

/** A contract with nested editors: fees by month, rising tiers, policies with regions inside. */
const contractSchema = defineSchema({
  entity: 'contract',
  id: 'id',
  title: 'name',
  fields: {
    id: { type: 'number', list: true },
    name: { type: 'text', list: true, form: { required: true } },
    fees: {
      type: 'list',
      list: true,
      form: { unique: ['month'], maxRows: 4 },
      of: {
        month: { type: 'month', form: { required: true, notBefore: 'month' } },
        rate: { type: 'percent', form: { required: true } },
      },
    },
    tiers: {
      type: 'list',
      form: { ascending: 'threshold' },
      of: {
        threshold: { type: 'money', currency: 'USD', form: { required: true } },
        ratio: { type: 'percent' },
      },
    },
    policies: {
      type: 'list',
      form: true,
      of: {
        month: { type: 'month' },
        regions: {
          type: 'list',
          form: { unique: ['region'] },
          of: {
            region: { type: 'enum', enum: region, form: { required: true } },
            ratio: { type: 'percent' },
          },
        },
      },
    },
  },
});
const contract = defineResource({
  name: 'contract',
  route: '/contract/list',
  subject: 'OptionCurrency',
  schema: contractSchema,
  menu: { group: 'option', org: 1 },
  endpoints: { list: 'GET /contract/list', update: 'POST /contract/edit' },
  assumed: ['list', 'update'],
  crud: { edit: true },
});
const locale = {
  routes: { contract: '合同' },
  fields: {
    contract: {
      id: '编号',
      name: '名称',
      fees: '费用',
      feesRow: { month: '月份', rate: '费率' },
      tiers: '梯度',
      tiersRow: { threshold: '门槛', ratio: '比例' },
      policies: '政策',
      policiesRow: {
        month: '月份',
        regions: '地区比例',
        regionsRow: { region: '地区', ratio: '比例' },
      },
    },
  },
};

const month = (offset: number) => dayjs().add(offset, 'month').format('YYYY-MM');
const record = {
  id: 1,
  name: 'C1',
  fees: [{ month: month(1), rate: '5.5' }],
  tiers: [
    { threshold: '1000', ratio: '1' },
    { threshold: '5000.25', ratio: '2' },
  ],
  policies: [{ month: month(2), regions: [{ region: 'native', ratio: '3' }] }],
};

const server = createDemoServer();
const sent: Record<string, unknown>[] = [];
const listen = ({ request }: { request: Request }) => {
  if (request.method === 'POST' && new URL(request.url).pathname.endsWith('/contract/edit'))
    void request
      .clone()
      .json()
      .then((body: Record<string, unknown>) => sent.push(body));
};

beforeAll(() => {
  registerResource(contract);
  i18n.addResourceBundle('cn', 'translation', locale, true, true);
  server.listen({ onUnhandledRequest: 'error' });
  server.events.on('request:start', listen);
});
beforeEach(async () => {
  resetDemoStore();
  server.resetHandlers();
  server.use(...generateHandlers([contract]));
  const db = getStore();
  collection(db, 'contract').splice(0, Infinity, structuredClone(record));
  saveStore();
  localStorage.clear();
  sent.length = 0;
  session.setToken(await loginAs('admin'));
});
afterAll(() => {
  server.events.removeListener('request:start', listen);
  server.close();
});
afterEach(() => cleanup());

async function openEditor() {
  window.history.pushState({}, '', '/contract/list?drawer=edit&id=1');
  render(<App />);
  const drawer = within(await screen.findByRole('dialog'));
  await drawer.findByDisplayValue('C1');
  return drawer;
}

const rowOf = (scope: ReturnType<typeof within>, list: string, n: number) =>
  within(scope.getByRole('group', { name: `${list} 第 ${n} 行` }));

async function typeMonth(user: UserEvent, input: HTMLElement, text: string) {
  await user.click(input);
  await user.clear(input);
  // Tab, not Enter: Enter in a form's input submits it.
  await user.type(input, `${text}{Tab}`);
}

const save = (user: UserEvent, drawer: ReturnType<typeof within>) =>
  user.click(drawer.getByRole('button', { name: /保\s?存/ }));

describe('a nested editor (Form.List)', () => {
  it('adds rows, moves one up, removes one, and sends the rows in their order', async () => {
    const user = userEvent.setup();
    const drawer = await openEditor();
    const fees = within(drawer.getByRole('group', { name: '费用' }));
    await user.click(fees.getByRole('button', { name: /添加一行/ }));
    await user.click(fees.getByRole('button', { name: /添加一行/ }));
    await typeMonth(user, rowOf(fees, '费用', 2).getByLabelText('月份'), month(2));
    await user.type(rowOf(fees, '费用', 2).getByLabelText('费率'), '6');
    await typeMonth(user, rowOf(fees, '费用', 3).getByLabelText('月份'), month(3));
    await user.type(rowOf(fees, '费用', 3).getByLabelText('费率'), '7');

    await user.click(fees.getByRole('button', { name: '上移第 3 行' }));
    expect(rowOf(fees, '费用', 2).getByLabelText('月份')).toHaveValue(month(3));
    expect(rowOf(fees, '费用', 3).getByLabelText('月份')).toHaveValue(month(2));
    // The first row cannot move up, the last cannot move down.
    expect(fees.getByRole('button', { name: '上移第 1 行' })).toBeDisabled();
    expect(fees.getByRole('button', { name: '下移第 3 行' })).toBeDisabled();

    await user.click(fees.getByRole('button', { name: '删除第 1 行' }));
    expect(fees.queryByRole('group', { name: '费用 第 3 行' })).not.toBeInTheDocument();
    expect(rowOf(fees, '费用', 1).getByLabelText('月份')).toHaveValue(month(3));

    await save(user, drawer);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].fees).toEqual([
      { month: month(3), rate: '7' },
      { month: month(2), rate: '6' },
    ]);
  }, 60000);

  it('stops adding at maxRows, and says so', async () => {
    const user = userEvent.setup();
    const drawer = await openEditor();
    const fees = within(drawer.getByRole('group', { name: '费用' }));
    for (let i = 0; i < 3; i += 1) await user.click(fees.getByRole('button', { name: /添加一行/ }));
    expect(fees.getByRole('button', { name: /添加一行/ })).toBeDisabled();
    expect(fees.getByText('最多 4 行')).toBeInTheDocument();
  }, 60000);

  it('refuses a repeated month at the later row, and sends nothing', async () => {
    const user = userEvent.setup();
    const drawer = await openEditor();
    const fees = within(drawer.getByRole('group', { name: '费用' }));
    await user.click(fees.getByRole('button', { name: /添加一行/ }));
    await typeMonth(user, rowOf(fees, '费用', 2).getByLabelText('月份'), month(1));
    await user.type(rowOf(fees, '费用', 2).getByLabelText('费率'), '6');
    const message = `月份 ${month(1)} 与第 1 行重复`;
    expect(await rowOf(fees, '费用', 2).findByText(message)).toBeInTheDocument();
    expect(rowOf(fees, '费用', 1).queryByText(message)).not.toBeInTheDocument();
    await save(user, drawer);
    // Still refused at its row after the save attempt; the call never left.
    expect(await rowOf(fees, '费用', 2).findByText(message)).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    // Changing the first row clears the second's error.
    await typeMonth(user, rowOf(fees, '费用', 1).getByLabelText('月份'), month(4));
    await waitFor(() =>
      expect(rowOf(fees, '费用', 2).queryByText(message)).not.toBeInTheDocument(),
    );
    await save(user, drawer);
    await waitFor(() => expect(sent).toHaveLength(1));
  }, 60000);

  it('refuses a month before the current one', async () => {
    const user = userEvent.setup();
    const drawer = await openEditor();
    const fees = within(drawer.getByRole('group', { name: '费用' }));
    await typeMonth(user, rowOf(fees, '费用', 1).getByLabelText('月份'), month(-1));
    expect(await rowOf(fees, '费用', 1).findByText('月份须为当月或之后')).toBeInTheDocument();
    await save(user, drawer);
    expect(await rowOf(fees, '费用', 1).findByText('月份须为当月或之后')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
  }, 60000);

  it('refuses a tier that does not rise above the one before', async () => {
    const user = userEvent.setup();
    const drawer = await openEditor();
    const tiers = within(drawer.getByRole('group', { name: '梯度' }));
    await user.click(tiers.getByRole('button', { name: /添加一行/ }));
    await user.type(rowOf(tiers, '梯度', 3).getByLabelText('门槛'), '5000.25');
    expect(
      await rowOf(tiers, '梯度', 3).findByText('门槛须高于第 2 行（5000.25）'),
    ).toBeInTheDocument();
    await save(user, drawer);
    expect(sent).toHaveLength(0);
    await user.type(rowOf(tiers, '梯度', 3).getByLabelText('门槛'), '1');
    await waitFor(() =>
      expect(rowOf(tiers, '梯度', 3).queryByText(/门槛须高于/)).not.toBeInTheDocument(),
    );
  }, 60000);

  it('checks a list inside a row: one ratio per region', async () => {
    const user = userEvent.setup();
    const drawer = await openEditor();
    const regions = within(
      rowOf(within(drawer.getByRole('group', { name: '政策' })), '政策', 1).getByRole('group', {
        name: '地区比例',
      }),
    );
    await user.click(regions.getByRole('button', { name: /添加一行/ }));
    await user.click(rowOf(regions, '地区比例', 2).getByRole('radio', { name: '国内' }));
    expect(await rowOf(regions, '地区比例', 2).findByText('地区 国内 与第 1 行重复')).toBeVisible();
    await save(user, drawer);
    expect(sent).toHaveLength(0);
    await user.click(rowOf(regions, '地区比例', 2).getByRole('radio', { name: '海外' }));
    await save(user, drawer);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].policies).toEqual([
      { month: month(2), regions: [{ region: 'native', ratio: '3' }, { region: 'overseas' }] },
    ]);
  }, 60000);

  it('sends an unchanged record back as it was, rows included', async () => {
    const user = userEvent.setup();
    const drawer = await openEditor();
    await save(user, drawer);
    await waitFor(() => expect(sent).toHaveLength(1));
    const { id, ...values } = sent[0];
    expect(String(id)).toBe('1');
    expect(values).toEqual({
      name: record.name,
      fees: record.fees,
      tiers: record.tiers,
      policies: record.policies,
    });
  }, 60000);

  it('leaves out a row left blank', async () => {
    const user = userEvent.setup();
    const drawer = await openEditor();
    const tiers = within(drawer.getByRole('group', { name: '梯度' }));
    await user.click(tiers.getByRole('button', { name: '删除第 2 行' }));
    await user.click(tiers.getByRole('button', { name: '删除第 1 行' }));
    expect(tiers.getByText('暂无记录')).toBeInTheDocument();
    const policies = within(drawer.getByRole('group', { name: '政策' }));
    // The policies' own button comes after their rows' (regions).
    await user.click(policies.getAllByRole('button', { name: /添加一行/ }).at(-1)!);
    await save(user, drawer);
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0].tiers).toEqual([]);
    expect(sent[0].policies).toEqual(record.policies);
  }, 60000);
});

describe('rows shown', () => {
  it('as a count in the list, and as a table in the details', async () => {
    window.history.pushState({}, '', '/contract/list');
    render(<App />);
    expect(await screen.findByText('1 条')).toBeInTheDocument();
    cleanup();
    window.history.pushState({}, '', '/contract/list?drawer=show&id=1');
    render(<App />);
    const details = within(await screen.findByRole('dialog'));
    const table = within(
      (await details.findAllByRole('columnheader', { name: '费率' }))[0].closest('table')!,
    );
    expect(table.getByRole('columnheader', { name: '费率' })).toBeInTheDocument();
    expect(table.getByText(month(1))).toBeInTheDocument();
    expect(table.getByText('5.5%')).toBeInTheDocument();
  }, 60000);
});
