import '@ant-design/v5-patch-for-react-19';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/App';
import { session } from '@/auth/session';
import { defineEnum, defineResource, defineSchema } from '@/engine/define';
import { apiPath } from '@demo-backend/handlers/routes';
import { loginAs } from '../unit/mocks/client';
import { setupFixtureBackend } from '../support/fixtureBackend';

const ticketPlatform = defineEnum('ticketPlatform', [{ value: 'Google' }, { value: 'Facebook' }]);
const ticketKind = defineEnum('ticketKind', [{ value: 1 }, { value: 2 }, { value: 3 }]);

/** A three-step form: what it is, what it costs, who owns it. */
const ticket = defineResource({
  name: 'ticket',
  route: '/ticket/list',
  subject: 'OptionCurrency',
  schema: defineSchema({
    entity: 'ticket',
    id: 'id',
    fields: {
      id: { type: 'number', list: true },
      title: { type: 'text', list: true, form: { required: true } },
      platform: { type: 'enum', enum: ticketPlatform, list: true, form: { required: true } },
      kind: {
        type: 'enum',
        enum: ticketKind,
        list: true,
        form: { optionsBy: { field: 'platform', values: { Google: [1, 2], Facebook: [3] } } },
      },
      amount: { type: 'money', currency: 'USD', list: true, form: { required: true } },
      note: { type: 'textarea', form: true },
      bdId: { type: 'reference', ref: 'bdStaff', form: { required: true } },
    },
  }),
  menu: { group: 'option', org: 1 },
  endpoints: { list: 'GET /ticket/list', create: 'POST /ticket/add' },
  assumed: ['list', 'create'],
  crud: { create: true },
  form: {
    steps: [
      { title: 'steps.ticket.what', fields: ['title', 'platform'] },
      { title: 'steps.ticket.cost', fields: ['kind', 'amount'] },
      { title: 'steps.ticket.owner', fields: ['bdId', 'note'] },
    ],
  },
});

const locale = {
  routes: { ticket: '工单票' },
  steps: { ticket: { what: '内容', cost: '费用', owner: '负责' } },
  fields: {
    ticket: {
      id: '编号',
      title: '标题',
      platform: '平台',
      kind: '类型',
      amount: '金额',
      note: '备注',
      bdId: 'BD',
    },
  },
  enums: {
    ticketPlatform: { Google: '谷歌', Facebook: '脸书' },
    ticketKind: { 1: '标准', 2: '白名单', 3: '托管' },
  },
};

/** What `within` gives: queries bound to one part of the page. */
type Scope = ReturnType<typeof within>;

const { server } = setupFixtureBackend([ticket], locale);
afterEach(() => vi.useRealTimers());

/** The bodies of the creates sent. */
function recordCreates() {
  const bodies: unknown[] = [];
  const listen = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith('/ticket/add'))
      void request
        .clone()
        .json()
        .then((body) => bodies.push(body));
  };
  server.events.on('request:start', listen);
  return { bodies, stop: () => server.events.removeListener('request:start', listen) };
}

async function openNew() {
  const user = userEvent.setup();
  window.history.pushState({}, '', '/ticket/list');
  render(<App />);
  await screen.findByText('共 48 条');
  await user.click(screen.getByRole('button', { name: /新增/ }));
  const drawer = within(await screen.findByRole('dialog'));
  return { user, drawer };
}

const next = /下一步/;

/** A group of the review step, by its step's title. */
function reviewGroup(title: string): HTMLElement {
  const group = [...document.querySelectorAll<HTMLElement>('.ant-descriptions')].find(
    (element) => element.querySelector('.ant-descriptions-title')?.textContent === title,
  );
  if (!group) throw new Error(`no review group ${title}`);
  return group;
}
const visible = (element: HTMLElement) => !element.closest('.ant-form-item-hidden');

/** Fills the first step and moves on. */
async function fillFirstStep(user: ReturnType<typeof userEvent.setup>, drawer: Scope) {
  await user.type(await drawer.findByLabelText('标题'), 'Launch');
  await user.click(drawer.getByLabelText('谷歌'));
  await user.click(drawer.getByRole('button', { name: next }));
  await waitFor(() => expect(visible(drawer.getByLabelText('金额'))).toBe(true));
}

/** Fills the three steps (an amount, a BD) and goes on to the review. */
async function fillToReview(
  user: ReturnType<typeof userEvent.setup>,
  drawer: Scope,
  amount: string,
) {
  await fillFirstStep(user, drawer);
  await user.type(drawer.getByLabelText('金额'), amount);
  await user.click(drawer.getByRole('button', { name: next }));
  await waitFor(() => expect(visible(drawer.getByLabelText('BD'))).toBe(true));
  await chooseBd(user, drawer);
  await user.click(drawer.getByRole('button', { name: next }));
  await waitFor(() => reviewGroup('费用'));
}

/** Chooses the first BD offered and answers its name (offered with its number beside it). */
async function chooseBd(user: ReturnType<typeof userEvent.setup>, drawer: Scope) {
  await user.click(drawer.getByLabelText('BD'));
  const option = await waitFor(() => {
    const first = document.querySelector('.ant-select-item-option');
    expect(first).not.toBeNull();
    return first as HTMLElement;
  });
  const name = (option.textContent ?? '').replace(/（[^（）]*）$/, '');
  await user.click(option);
  return name;
}

describe('a step form', () => {
  it('checks each step before moving on, reviews everything, and sends it once', async () => {
    const creates = recordCreates();
    try {
      const { user, drawer } = await openNew();
      // Next refuses an empty required field of step 1, and stays.
      await user.click(drawer.getByRole('button', { name: next }));
      expect(await drawer.findByText('标题不能为空')).toBeInTheDocument();
      expect(drawer.getByText('平台不能为空')).toBeInTheDocument();
      expect(visible(drawer.getByLabelText('金额'))).toBe(false);
      expect(drawer.queryByRole('button', { name: /提\s?交/ })).not.toBeInTheDocument();

      await fillFirstStep(user, drawer);
      // Step 2 is checked on its own: its empty amount stops Next.
      await user.click(drawer.getByRole('button', { name: next }));
      expect(await drawer.findByText('金额不能为空')).toBeInTheDocument();
      await user.type(drawer.getByLabelText('金额'), '1200.5');
      await user.click(drawer.getByLabelText('白名单'));
      await user.click(drawer.getByRole('button', { name: next }));
      await waitFor(() => expect(visible(drawer.getByLabelText('BD'))).toBe(true));
      const bd = await chooseBd(user, drawer);
      await user.type(drawer.getByLabelText('备注'), 'First flight');
      await user.click(drawer.getByRole('button', { name: next }));

      // The review: every value as the details show it, grouped by step.
      const review = within(await waitFor(() => reviewGroup('费用')));
      expect(review.getByText('USD 1,200.50')).toBeInTheDocument();
      expect(review.getByText('白名单')).toBeInTheDocument();
      const what = within(reviewGroup('内容'));
      expect(what.getByText('Launch')).toBeInTheDocument();
      expect(what.getByText('谷歌')).toBeInTheDocument();
      const owner = within(reviewGroup('负责'));
      await waitFor(() => expect(owner.getByText(bd)).toBeInTheDocument());
      expect(owner.getByText('First flight')).toBeInTheDocument();
      expect(creates.bodies).toHaveLength(0);

      await user.click(drawer.getByRole('button', { name: /提\s?交/ }));
      expect(await screen.findByText('已保存')).toBeInTheDocument();
      await waitFor(() => expect(window.location.search).not.toContain('drawer'));
      expect(creates.bodies).toHaveLength(1);
      expect(creates.bodies[0]).toMatchObject({
        title: 'Launch',
        platform: 'Google',
        kind: 2,
        amount: '1200.5',
        note: 'First flight',
      });
    } finally {
      creates.stop();
    }
  }, 60000);

  it('sends one create for a double click on submit', async () => {
    const creates = recordCreates();
    try {
      const { user, drawer } = await openNew();
      await fillToReview(user, drawer, '80');
      await user.dblClick(drawer.getByRole('button', { name: /提\s?交/ }));
      expect(await screen.findByText('已保存')).toBeInTheDocument();
      await waitFor(() => expect(window.location.search).not.toContain('drawer'));
      expect(creates.bodies).toHaveLength(1);
    } finally {
      creates.stop();
    }
  }, 60000);

  it('keeps everything when the submit fails', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 10_000 });
    server.use(
      http.post(apiPath('main', '/ticket/add'), () =>
        HttpResponse.json({ code: 10003, msg: '标题已存在', data: null }),
      ),
    );
    const { user, drawer } = await openNew();
    await fillFirstStep(user, drawer);
    await user.type(drawer.getByLabelText('金额'), '8');
    await user.click(drawer.getByRole('button', { name: next }));
    await chooseBd(user, drawer);
    await user.click(drawer.getByRole('button', { name: next }));
    await user.click(await drawer.findByRole('button', { name: /提\s?交/ }));
    expect(await screen.findByText('标题已存在')).toBeInTheDocument();
    expect(within(reviewGroup('内容')).getByText('Launch')).toBeInTheDocument();
    expect(within(reviewGroup('费用')).getByText('USD 8.00')).toBeInTheDocument();
    expect(window.location.search).toContain('drawer=create');
  }, 60000);
});

describe('a step form draft', () => {
  it('shows why the submit was refused in the form, even when its toast is held back', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 20_000 });
    let answer = 0;
    server.use(
      http.post(apiPath('main', '/ticket/add'), () =>
        HttpResponse.json({
          code: 10003,
          msg: ['标题已存在', '金额超出上限'][answer++],
          data: null,
        }),
      ),
    );
    const { user, drawer } = await openNew();
    await fillToReview(user, drawer, '80');
    await user.click(drawer.getByRole('button', { name: /提\s?交/ }));
    expect(await drawer.findByRole('alert')).toHaveTextContent('标题已存在');
    // Within the toasts' 3 s: the second reason is in the form whatever the toast does.
    await user.click(drawer.getByRole('button', { name: /提\s?交/ }));
    await waitFor(() => expect(drawer.getByRole('alert')).toHaveTextContent('金额超出上限'));
    expect(within(reviewGroup('内容')).getByText('Launch')).toBeInTheDocument();
  }, 60000);

  it('is kept on leaving, offered back to the same user only, restored, and gone once sent', async () => {
    const first = await openNew();
    const key = `formDraft:${session.getUser()?.adminId}:ticket:create`;
    await fillFirstStep(first.user, first.drawer);
    await first.user.type(first.drawer.getByLabelText('金额'), '99.95');
    await first.user.click(first.drawer.getByRole('button', { name: /取\s?消/ }));
    // No "unsaved changes" question: the draft is kept, and the user told so.
    expect(await screen.findByText('草稿已保留')).toBeInTheDocument();
    expect(screen.queryByText('未保存的修改')).not.toBeInTheDocument();
    await waitFor(() => expect(window.location.search).not.toContain('drawer'));
    expect(JSON.parse(localStorage.getItem(key) ?? 'null')).toMatchObject({
      step: 1,
      values: { title: 'Launch', platform: 'Google', amount: '99.95' },
    });

    // Another user on the same browser is not offered it.
    cleanup();
    session.clear();
    session.setToken(await loginAs('superadmin'));
    const other = await openNew();
    expect(await other.drawer.findByLabelText('标题')).toBeInTheDocument();
    expect(other.drawer.queryByText(/草稿/)).not.toBeInTheDocument();

    // The same user is, and resumes at step 2 with the values.
    cleanup();
    session.clear();
    session.setToken(await loginAs('admin'));
    const again = await openNew();
    expect(await again.drawer.findByText(/此表单有一份保存于 .* 的草稿/)).toBeInTheDocument();
    await again.user.click(again.drawer.getByRole('button', { name: /继续填写/ }));
    await waitFor(() => expect(visible(again.drawer.getByLabelText('金额'))).toBe(true));
    expect(again.drawer.getByLabelText('金额')).toHaveValue('99.95');
    await again.user.click(again.drawer.getByRole('button', { name: /上一步/ }));
    expect(again.drawer.getByLabelText('标题')).toHaveValue('Launch');
    await again.user.click(again.drawer.getByRole('button', { name: next }));
    await again.user.click(again.drawer.getByRole('button', { name: next }));
    await chooseBd(again.user, again.drawer);
    await again.user.click(again.drawer.getByRole('button', { name: next }));
    await again.user.click(await again.drawer.findByRole('button', { name: /提\s?交/ }));
    expect(await screen.findByText('已保存')).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem(key)).toBeNull());
  }, 90000);

  it('is removed when discarded', async () => {
    const first = await openNew();
    const key = `formDraft:${session.getUser()?.adminId}:ticket:create`;
    await fillFirstStep(first.user, first.drawer);
    await first.user.click(first.drawer.getByRole('button', { name: /取\s?消/ }));
    await waitFor(() => expect(localStorage.getItem(key)).not.toBeNull());
    await first.user.click(screen.getByRole('button', { name: /新增/ }));
    const drawer = within(await screen.findByRole('dialog'));
    await first.user.click(await drawer.findByRole('button', { name: /丢弃草稿/ }));
    expect(localStorage.getItem(key)).toBeNull();
    expect(drawer.getByLabelText('标题')).toHaveValue('');
  }, 60000);
});
