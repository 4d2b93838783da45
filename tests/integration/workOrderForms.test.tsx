import '@ant-design/v5-patch-for-react-19';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { collection } from '@demo-backend/engine/collections';
import { getStore } from '@demo-backend/store';
import { setupFixtureBackend } from '../support/fixtureBackend';
import { recordCalls } from '../support/recordCalls';

/** The demo backend with the console's own resources: the work-order pages as declared. */
const { server } = setupFixtureBackend([], {});

type User = ReturnType<typeof userEvent.setup>;
type Scope = ReturnType<typeof within>;

const next = /下一步/;
const visible = (element: HTMLElement) => !element.closest('.ant-form-item-hidden');
const pdf = (name: string) => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

async function openNew(route: string) {
  // No pause between key presses (each one draws the whole step form again in jsdom).
  const user = userEvent.setup({ applyAccept: false, delay: null });
  window.history.pushState({}, '', route);
  render(<App />);
  await screen.findByText('共 48 条');
  await user.click(screen.getByRole('button', { name: /新\s?增/ }));
  const drawer = within(await screen.findByRole('dialog'));
  return { user, drawer };
}

/** Puts text in a field as a paste: one change, not one per character (jsdom draws each). */
async function enter(user: User, input: HTMLElement, text: string) {
  await user.click(input);
  await user.paste(text);
}

/** Opens a select, types to narrow it and picks the option whose text matches. */
async function choose(user: User, input: HTMLElement, typed: string, option: RegExp) {
  await enter(user, input, typed);
  const item = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].filter(
      (candidate) => option.test(candidate.textContent ?? ''),
    );
    expect(found.length).toBeGreaterThan(0);
    // The select opened last draws its dropdown last.
    return found[found.length - 1];
  });
  await user.click(item);
}

/** The first seeded client, chosen through the client search. */
async function chooseClient(user: User, drawer: Scope): Promise<string> {
  const client = collection(getStore(), 'client')[0];
  const name = String(client.clientName);
  await choose(user, drawer.getByLabelText('客户'), name, new RegExp(name));
  return name;
}

/** Step 1: the client, the opening subject, what kind of opening, industry and area. */
async function fillCustomer(user: User, drawer: Scope): Promise<string> {
  const client = await chooseClient(user, drawer);
  await enter(user, drawer.getByLabelText('开户主体'), 'Acme Global Ltd');
  await user.click(drawer.getByLabelText('首次开户'));
  await user.click(drawer.getByLabelText('普通账户'));
  await enter(user, drawer.getByLabelText('行业'), '电商');
  await enter(user, drawer.getByLabelText('投放地区'), '美国');
  await user.click(drawer.getByRole('button', { name: next }));
  // Another step's fields are drawn hidden: the accounts are in the page once their step opens.
  await drawer.findByRole('group', { name: '申请账户' });
  return client;
}

const rowOf = (accounts: Scope, n: number) =>
  within(accounts.getByRole('group', { name: `申请账户 第 ${n} 行` }));

/** Step 2: one account per entry, each with its name, time zone and currency. */
async function fillAccounts(
  user: User,
  drawer: Scope,
  entries: readonly { name: string; zone: string; currency: string }[],
) {
  const accounts = within(drawer.getByRole('group', { name: '申请账户' }));
  for (const [index, entry] of entries.entries()) {
    await user.click(accounts.getByRole('button', { name: /添加一行/ }));
    const row = rowOf(accounts, index + 1);
    await enter(user, row.getByLabelText('账户名称'), entry.name);
    await choose(user, row.getByLabelText('时区'), entry.zone, new RegExp(entry.zone));
    await choose(
      user,
      row.getByLabelText('账户币种'),
      entry.currency,
      new RegExp(`^${entry.currency}\\b`),
    );
  }
  await user.click(drawer.getByRole('button', { name: next }));
}

const firstRow = () => document.querySelector<HTMLElement>('.ant-table-tbody tr.ant-table-row')!;

describe('applying for an account opening', () => {
  it('takes a Google opening with two accounts through the steps and lists it pending review', async () => {
    const creates = recordCalls(server, '/workOrder/googleApply/add');
    try {
      const { user, drawer } = await openNew('/workOrder/googleApply');
      // Next refuses the empty first step and stays on it.
      await user.click(drawer.getByRole('button', { name: next }));
      expect(await drawer.findByText('客户不能为空')).toBeInTheDocument();
      expect(drawer.getByText('开户主体不能为空')).toBeInTheDocument();
      expect(drawer.getByText('开户类型不能为空')).toBeInTheDocument();
      expect(drawer.queryByRole('group', { name: '申请账户' })).not.toBeInTheDocument();

      const client = await fillCustomer(user, drawer);
      // No account yet: the accounts step asks for one.
      await user.click(drawer.getByRole('button', { name: next }));
      expect(await drawer.findByText('申请账户至少需要 1 行')).toBeInTheDocument();
      await fillAccounts(user, drawer, [
        { name: 'Acme US', zone: '洛杉矶', currency: 'USD' },
        { name: 'Acme CN', zone: '上海', currency: 'CNY' },
      ]);

      // Google's own fields: the manager account to link, the domain, the login given access.
      await waitFor(() => expect(visible(drawer.getByLabelText('管理账户（MCC）ID'))).toBe(true));
      await user.click(drawer.getByRole('button', { name: next }));
      expect(await drawer.findByText('管理账户（MCC）ID不能为空')).toBeInTheDocument();
      expect(drawer.getByText('推广域名不能为空')).toBeInTheDocument();
      await enter(user, drawer.getByLabelText('管理账户（MCC）ID'), '12345');
      expect(await drawer.findByText(/管理账户（MCC）ID须为 10 位数字/)).toBeInTheDocument();
      await user.clear(drawer.getByLabelText('管理账户（MCC）ID'));
      await enter(user, drawer.getByLabelText('管理账户（MCC）ID'), '123-456-7890');
      await enter(user, drawer.getByLabelText('推广域名'), 'shop.acme.com');
      await enter(user, drawer.getByLabelText('授权邮箱'), 'ads@acme.com');
      await user.click(drawer.getByRole('button', { name: next }));

      // Documents: required, uploaded before the review.
      await waitFor(() => expect(visible(drawer.getByLabelText('资料文件'))).toBe(true));
      await user.click(drawer.getByRole('button', { name: next }));
      expect(await drawer.findByText('资料文件不能为空')).toBeInTheDocument();
      await user.upload(drawer.getByLabelText('资料文件'), pdf('licence.pdf'));
      await waitFor(() =>
        expect(document.querySelectorAll('.ant-upload-list-item-done')).toHaveLength(1),
      );
      await user.click(drawer.getByRole('button', { name: next }));

      // The review shows both accounts, then one submit creates the order.
      const submit = await drawer.findByRole('button', { name: /提\s?交/ });
      expect(await drawer.findByText('Acme US')).toBeInTheDocument();
      expect(drawer.getByText('Acme CN')).toBeInTheDocument();
      expect(drawer.getByText('123-456-7890')).toBeInTheDocument();
      await user.click(submit);
      expect(await screen.findByText('已保存')).toBeInTheDocument();
      await waitFor(() => expect(window.location.search).not.toContain('drawer'));

      expect(creates.bodies).toHaveLength(1);
      expect(creates.bodies[0]).toMatchObject({
        subjectName: 'Acme Global Ltd',
        openType: 1,
        accountType: 1,
        mccId: '123-456-7890',
        promotedDomain: 'shop.acme.com',
        accessEmail: 'ads@acme.com',
        accounts: [
          { accountName: 'Acme US', timeZone: 'America/Los_Angeles', currency: 'USD' },
          { accountName: 'Acme CN', timeZone: 'Asia/Shanghai', currency: 'CNY' },
        ],
      });

      // On top of the list: the client's name, pending review, the first account's currency.
      await screen.findByText('共 49 条');
      const row = within(firstRow());
      expect(row.getByText(client)).toBeInTheDocument();
      expect(row.getByText('待审核')).toBeInTheDocument();
      expect(row.getByText('Acme Global Ltd')).toBeInTheDocument();
      expect(row.getByText(/USD/)).toBeInTheDocument();
      expect(row.queryByText('成功')).not.toBeInTheDocument();
    } finally {
      creates.stop();
    }
  }, 90000);

  it("asks Facebook's own fields: business manager, pages, domain; not Google's MCC", async () => {
    const { user, drawer } = await openNew('/workOrder/facebookApply');
    await fillCustomer(user, drawer);
    await fillAccounts(user, drawer, [{ name: 'Acme FB', zone: '新加坡', currency: 'USD' }]);
    await waitFor(() => expect(visible(drawer.getByLabelText('商务管理平台（BM）ID'))).toBe(true));
    expect(drawer.queryByLabelText('管理账户（MCC）ID')).not.toBeInTheDocument();
    await user.click(drawer.getByRole('button', { name: next }));
    expect(await drawer.findByText('商务管理平台（BM）ID不能为空')).toBeInTheDocument();
    expect(drawer.getByText('公共主页 ID不能为空')).toBeInTheDocument();
    expect(drawer.getByText('推广域名不能为空')).toBeInTheDocument();
    // The app id is optional: no message for it.
    expect(drawer.getByLabelText('应用 ID')).toBeInTheDocument();
    expect(drawer.queryByText('应用 ID不能为空')).not.toBeInTheDocument();
  }, 90000);
});

describe('an operation work order', () => {
  it('tops up an account by an amount in a currency, listed pending review', async () => {
    const creates = recordCalls(server, '/workOrder/googleOperate/add');
    try {
      const { user, drawer } = await openNew('/workOrder/googleOperate');
      const client = await chooseClient(user, drawer);
      await choose(user, drawer.getByLabelText('操作类型'), '充值', /^充值$/);
      expect(drawer.queryByLabelText('新账户名称')).not.toBeInTheDocument();
      await enter(user, drawer.getByLabelText('广告账户 ID'), '987-654-3210');
      await choose(user, drawer.getByLabelText('币种'), 'USD', /^USD\b/);
      await user.click(drawer.getByRole('button', { name: /保\s?存/ }));
      expect(await drawer.findByText('金额不能为空或0')).toBeInTheDocument();
      await enter(user, drawer.getByLabelText('金额'), '1500.5');
      await user.click(drawer.getByRole('button', { name: /保\s?存/ }));
      expect(await screen.findByText('已保存')).toBeInTheDocument();
      expect(creates.bodies).toHaveLength(1);
      expect(creates.bodies[0]).toMatchObject({
        operationType: 1,
        accountId: '987-654-3210',
        currency: 'USD',
        amount: '1500.5',
      });
      await screen.findByText('共 49 条');
      const row = within(firstRow());
      expect(row.getByText(client)).toBeInTheDocument();
      expect(row.getByText('充值')).toBeInTheDocument();
      expect(row.getByText('USD 1,500.50')).toBeInTheDocument();
      expect(row.getByText('待审核')).toBeInTheDocument();
    } finally {
      creates.stop();
    }
  }, 60000);

  it('asks a rename for the new name, not an amount', async () => {
    const { user, drawer } = await openNew('/workOrder/googleOperate');
    await chooseClient(user, drawer);
    await choose(user, drawer.getByLabelText('操作类型'), '改名', /^改名$/);
    await enter(user, drawer.getByLabelText('广告账户 ID'), '987-654-3210');
    expect(drawer.queryByLabelText('金额')).not.toBeInTheDocument();
    expect(drawer.queryByLabelText('币种')).not.toBeInTheDocument();
    await user.click(drawer.getByRole('button', { name: /保\s?存/ }));
    expect(await drawer.findByText('新账户名称不能为空')).toBeInTheDocument();
  }, 60000);

  it("offers binding pages on Facebook only, with Facebook's business manager to grant access", async () => {
    const { user, drawer } = await openNew('/workOrder/facebookOperate');
    await choose(user, drawer.getByLabelText('操作类型'), '绑定', /^绑定主页$/);
    expect(await drawer.findByLabelText('公共主页 ID')).toBeInTheDocument();
    await choose(user, drawer.getByLabelText('操作类型'), '授权', /^账户授权$/);
    expect(await drawer.findByLabelText('商务管理平台（BM）ID')).toBeInTheDocument();
    expect(drawer.queryByLabelText('公共主页 ID')).not.toBeInTheDocument();
  }, 60000);
});
