import '@ant-design/v5-patch-for-react-19';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/App';
import { session } from '@/auth/session';
import { defineResource, defineSchema } from '@/engine/define';
import { apiPath } from '@demo-backend/handlers/routes';
import { loginAs } from '../unit/mocks/client';
import { setupFixtureBackend } from '../support/fixtureBackend';

/** A record with a create form and an action that takes values. */
const gadget = defineResource({
  name: 'gadget',
  route: '/gadget/list',
  subject: 'OptionCurrency',
  schema: defineSchema({
    entity: 'gadget',
    id: 'id',
    title: 'name',
    fields: {
      id: { type: 'number', list: true },
      name: { type: 'text', list: true, form: { required: true } },
      note: { type: 'textarea', list: true, form: true },
    },
  }),
  menu: { group: 'option', org: 1 },
  endpoints: { list: 'GET /gadget/list', create: 'POST /gadget/add' },
  assumed: ['list', 'create'],
  crud: { create: true },
  actions: {
    annotate: {
      call: 'POST /gadget/annotate',
      ability: 'update',
      fields: { remark: { type: 'text', form: { required: true } } },
    },
  },
});

const locale = {
  routes: { gadget: '小工具' },
  fields: { gadget: { id: '编号', name: '名称', note: '备注', remark: '批注' } },
  actions: { annotate: '批注' },
};

const { server, generated } = setupFixtureBackend([gadget], locale, {
  rows: () => ({ gadget: [1, 2, 3].map((id) => ({ id, name: `G${id}`, note: '' })) }),
});
afterEach(() => vi.useRealTimers());

/** The calls sent to a path, counted as they start. */
function recordCalls(path: string) {
  const bodies: unknown[] = [];
  const listen = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith(path))
      void request
        .clone()
        .text()
        .then((body) => bodies.push(body));
  };
  server.events.on('request:start', listen);
  return { bodies, stop: () => server.events.removeListener('request:start', listen) };
}

async function open(path: string) {
  window.history.pushState({}, '', path);
  render(<App />);
  await screen.findByText(/共 \d+ 条/);
}

async function openNew() {
  const user = userEvent.setup();
  await open('/gadget/list');
  await user.click(screen.getByRole('button', { name: /新\s?增/ }));
  const drawer = within(await screen.findByRole('dialog'));
  return { user, drawer };
}

const rowOf = (name: string) =>
  screen
    .getAllByRole('row')
    .find((row) => row.classList.contains('ant-table-row') && within(row).queryByText(name))!;

async function openAnnotate(user: ReturnType<typeof userEvent.setup>, name: string) {
  await user.click(within(rowOf(name)).getByRole('button', { name: /更\s?多/ }));
  await user.click(await screen.findByRole('menuitem', { name: '批注' }));
  return within(await screen.findByRole('dialog'));
}

/** Every later call is answered as an expired session would be. */
function expireSession() {
  server.use(
    http.all(/.*/, () => HttpResponse.json({ code: -201, msg: '登录已过期', data: null })),
  );
}

/** The user logs in again and is sent back where the session ended (`?to=`). */
async function logInAgainAs(username: string) {
  await waitFor(() => expect(window.location.pathname).toBe('/login'));
  const to = new URLSearchParams(window.location.search).get('to');
  expect(to).toBeTruthy();
  cleanup();
  server.resetHandlers();
  server.use(...generated);
  session.setToken(await loginAs(username));
  return to!;
}

describe('one call per save', () => {
  it('sends one create for a double click, Enter pressed twice, or clicks 100 ms apart', async () => {
    const creates = recordCalls('/gadget/add');
    try {
      let { user, drawer } = await openNew();
      await user.type(await drawer.findByLabelText('名称'), 'Twice');
      await user.dblClick(drawer.getByRole('button', { name: /保\s?存/ }));
      await waitFor(() => expect(window.location.search).not.toContain('drawer'));
      expect(creates.bodies).toHaveLength(1);

      cleanup();
      ({ user, drawer } = await openNew());
      await user.type(await drawer.findByLabelText('名称'), 'Enter');
      await user.keyboard('{Enter}{Enter}');
      await waitFor(() => expect(window.location.search).not.toContain('drawer'));
      expect(creates.bodies).toHaveLength(2);

      cleanup();
      ({ drawer } = await openNew());
      const slow = userEvent.setup({ delay: 100 });
      await slow.type(await drawer.findByLabelText('名称'), 'Ab');
      const save = drawer.getByRole('button', { name: /保\s?存/ });
      await slow.pointer([
        { keys: '[MouseLeft]', target: save },
        { keys: '[MouseLeft]', target: save },
      ]);
      await waitFor(() => expect(window.location.search).not.toContain('drawer'));
      expect(creates.bodies).toHaveLength(3);
    } finally {
      creates.stop();
    }
  }, 90000);

  it("sends an action's values once for a double click on its confirm", async () => {
    const calls = recordCalls('/gadget/annotate');
    try {
      const user = userEvent.setup();
      await open('/gadget/list');
      const dialog = await openAnnotate(user, 'G2');
      await user.type(dialog.getByLabelText('批注'), 'checked');
      await user.dblClick(dialog.getByRole('button', { name: /确\s?定/ }));
      expect(await screen.findByText('批注：操作成功')).toBeInTheDocument();
      expect(calls.bodies).toHaveLength(1);
    } finally {
      calls.stop();
    }
  }, 60000);

  it('sends a hand-written form once for a double click (sales partner information)', async () => {
    const saves = recordCalls('/saleAgent/edit');
    try {
      session.clear();
      session.setToken(await loginAs('newpartner'));
      const user = userEvent.setup();
      window.history.pushState({}, '', '/saleAgentInfo/info');
      render(<App />);
      await user.click(await screen.findByRole('button', { name: '立即完善' }));
      const form = within(document.querySelector<HTMLElement>('#sale-agent-info')!);
      await user.type(form.getByLabelText('真实姓名'), '曾凡');
      await user.type(form.getByLabelText('身份证号'), '440305199201010011');
      await user.type(form.getByLabelText('手机号'), '13912345678');
      await user.type(form.getByLabelText('开户银行'), '中国银行深圳分行');
      await user.type(form.getByLabelText('开户名'), '曾凡');
      await user.type(form.getByLabelText('银行账号'), '6216600000000000');
      await user.dblClick(form.getByRole('button', { name: /保\s?存/ }));
      await waitFor(() => expect(window.location.pathname).toBe('/dashboard'));
      expect(saves.bodies).toHaveLength(1);
    } finally {
      saves.stop();
    }
  }, 60000);
});

describe('a refused save', () => {
  it('keeps the form filled and says why in it, even right after another error toast', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 30_000 });
    let answer = 0;
    server.use(
      http.post(apiPath('main', '/gadget/add'), () =>
        HttpResponse.json({
          code: 10003,
          msg: ['名称已存在', '名称含敏感词'][answer++],
          data: null,
        }),
      ),
    );
    const { user, drawer } = await openNew();
    await user.type(await drawer.findByLabelText('名称'), 'G1');
    await user.click(drawer.getByRole('button', { name: /保\s?存/ }));
    expect(await drawer.findByRole('alert')).toHaveTextContent('名称已存在');
    // The second reason comes within the toasts' 3 s: the form says it whatever the toast does.
    await user.click(drawer.getByRole('button', { name: /保\s?存/ }));
    await waitFor(() => expect(drawer.getByRole('alert')).toHaveTextContent('名称含敏感词'));
    expect(drawer.getByLabelText('名称')).toHaveValue('G1');
    expect(window.location.search).toContain('drawer=create');
  }, 60000);
});

describe('a session that ends while a form is filled in', () => {
  it('gives the drawer back open and filled in to the same user, once, and to no one else', async () => {
    const { user, drawer } = await openNew();
    await user.type(await drawer.findByLabelText('名称'), 'Half-typed');
    await user.type(drawer.getByLabelText('备注'), 'do not lose me');
    expectKeysOf(0);
    expireSession();
    await user.click(drawer.getByRole('button', { name: /保\s?存/ }));
    const to = await logInAgainAs('superadmin');
    expect(to).toBe('/gadget/list?drawer=create');
    expectKeysOf(1);

    // Another user at the same address: an empty form.
    await open(to);
    let again = within(await screen.findByRole('dialog'));
    expect(await again.findByLabelText('名称')).toHaveValue('');
    cleanup();

    session.clear();
    session.setToken(await loginAs('admin'));
    await open(to);
    again = within(await screen.findByRole('dialog'));
    await waitFor(() => expect(again.getByLabelText('名称')).toHaveValue('Half-typed'));
    expect(again.getByLabelText('备注')).toHaveValue('do not lose me');
    expect(again.getByText(/已恢复会话结束前/)).toBeInTheDocument();
    // Used up: it is not given back a second time.
    expectKeysOf(0);
  }, 90000);

  it("opens an action's form again, filled in, on the same page", async () => {
    const user = userEvent.setup();
    await open('/gadget/list');
    const dialog = await openAnnotate(user, 'G3');
    await user.type(dialog.getByLabelText('批注'), 'half a thought');
    expireSession();
    await user.click(dialog.getByRole('button', { name: /确\s?定/ }));
    const to = await logInAgainAs('admin');
    await open(to);
    const again = within(await screen.findByRole('dialog'));
    expect(again.getByLabelText('批注')).toHaveValue('half a thought');
    const calls = recordCalls('/gadget/annotate');
    try {
      await user.click(again.getByRole('button', { name: /确\s?定/ }));
      expect(await screen.findByText('批注：操作成功')).toBeInTheDocument();
      expect(calls.bodies[0]).toContain('"id":3');
    } finally {
      calls.stop();
    }
    expectKeysOf(0);
  }, 90000);
});

/** How many form drafts the browser keeps. */
function expectKeysOf(count: number) {
  const keys = Object.keys(localStorage).filter((key) => key.startsWith('formDraft:'));
  expect(keys).toHaveLength(count);
}
