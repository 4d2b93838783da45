import '@ant-design/v5-patch-for-react-19';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { session } from '@/auth/session';
import { roleIds } from '../../schemas/enums';
import { collection } from '@demo-backend/engine/collections';
import { demoErrors } from '@demo-backend/handlers/errors';
import { ok } from '@demo-backend/handlers/http';
import { apiPath } from '@demo-backend/handlers/routes';
import { getStore, saveStore } from '@demo-backend/store';
import { call, loginAs } from '../unit/mocks/client';
import { clientWithUniquePart } from '../support/clientNames';
import { recordCalls } from '../support/recordCalls';
import { setupFixtureBackend } from '../support/fixtureBackend';

// Issue #37's choices the backend gives (SPEC §7): the roles of GET /admin/user/roleList, the
// staff of each role from one GET /admin/user/listV2, media agents searched by name, client types
// from GET /client/clientType, and a sales partner's registration check.

const WAIT = { timeout: 30000 };

const { server } = setupFixtureBackend([], {});

/** Every address the demo backend is asked for during a test. */
function recordUrls() {
  const urls: URL[] = [];
  const listen = ({ request }: { request: Request }) => void urls.push(new URL(request.url));
  server.events.on('request:start', listen);
  return { urls, stop: () => server.events.removeListener('request:start', listen) };
}

function open(path: string) {
  window.history.pushState({}, '', path);
  render(<App />);
}

/** The texts of the options an open select draws, once it draws some. */
async function optionTexts(): Promise<string[]> {
  await waitFor(
    () => expect(document.querySelector('.ant-select-item-option')).not.toBeNull(),
    WAIT,
  );
  return [...document.querySelectorAll('.ant-select-item-option')].map(
    (option) => option.textContent ?? '',
  );
}

/** The filters of the list of an entity. */
const filterForm = (entity: string) =>
  within(document.querySelector(`#filters-${entity}`) as HTMLElement);

/** The value shown beside a label in the page's details. */
function detailValue(label: string): HTMLElement {
  const cell = [...document.querySelectorAll('.ant-descriptions-item-label')].find(
    (element) => element.textContent?.trim() === label,
  );
  if (!cell?.nextElementSibling) throw new Error(`No detail labelled ${label}`);
  return cell.nextElementSibling as HTMLElement;
}

describe('roles and staff by role, from the backend', () => {
  it("offers the member form the roles of roleList, a role the console does not know by the backend's name", async () => {
    const user = userEvent.setup();
    server.use(
      http.get(apiPath('main', '/admin/user/roleList'), () =>
        ok([
          { roleId: roleIds.BD, roleName: 'BD' },
          { roleId: roleIds.OP, roleName: 'OP' },
          { roleId: 99, roleName: '外部审计' },
          null,
        ]),
      ),
    );
    open('/adminUser/list');
    await user.click(await screen.findByRole('button', { name: /新\s*增/ }, WAIT));
    const drawer = within(await screen.findByRole('dialog', {}, WAIT));
    await user.click(drawer.getByLabelText('角色'));
    expect(await optionTexts()).toEqual(['BD', '运营', '外部审计']);
  }, 60000);

  it('fills the BD and the OP pickers from one listV2 call of the org, each with its role', async () => {
    const user = userEvent.setup();
    const members = collection(getStore(), 'member');
    // Each offered with its number beside its name (issue #38: repeated names told apart).
    const enabled = (role: number) =>
      members
        .filter((row) => row.role === role && row.status === 1)
        .map((row) => `${String(row.name)}（${String(row.adminId)}）`);
    const calls = recordUrls();
    try {
      open('/client/list');
      await screen.findByText(/共 \d+ 条/, {}, WAIT);
      const expand = filterForm('client').queryByRole('button', { name: /展\s*开/ });
      if (expand) await user.click(expand);
      await user.click(filterForm('client').getByRole('combobox', { name: 'BD' }));
      const bds = await optionTexts();
      expect(bds).toEqual(expect.arrayContaining(enabled(roleIds.BD) as string[]));
      expect(bds).toHaveLength(enabled(roleIds.BD).length);
      await user.keyboard('{Escape}');
      await user.click(filterForm('client').getByRole('combobox', { name: '运营' }));
      await waitFor(() => {
        const shown = [...document.querySelectorAll('.ant-select-item-option')].map(
          (option) => option.textContent ?? '',
        );
        expect(shown).toEqual(expect.arrayContaining(enabled(roleIds.OP) as string[]));
      }, WAIT);
      const grouped = calls.urls.filter((url) => url.pathname.endsWith('/admin/user/listV2'));
      expect(grouped).toHaveLength(1);
      expect(grouped[0].searchParams.get('orgId')).toBe('1');
      const byRole = calls.urls.filter(
        (url) => url.pathname.endsWith('/admin/user/list') && url.searchParams.has('role'),
      );
      expect(byRole).toEqual([]);
    } finally {
      calls.stop();
    }
  }, 60000);
});

describe('searched on the server', () => {
  it('asks getAllAgentName for the typed name and offers what it answers', async () => {
    const user = userEvent.setup();
    const db = getStore();
    const agent = collection(db, 'mediaAgent')[3];
    agent.mediaAgentName = '星河测试传媒';
    saveStore();
    const calls = recordUrls();
    try {
      open('/mediaAgent/payment');
      await screen.findByText(/共 \d+ 条/, {}, WAIT);
      const select = filterForm('mediaAgentPayment').getByRole('combobox', { name: '媒体代理' });
      await user.click(select);
      await user.keyboard('星河测试');
      const offered = `星河测试传媒（${String(agent.mediaAgentSN)}）`;
      expect(await screen.findByRole('option', { name: offered }, WAIT)).toBeInTheDocument();
      const names = calls.urls
        .filter((url) => url.pathname.endsWith('/mediaAgent/getAllAgentName'))
        .map((url) => url.searchParams.get('name') ?? '');
      // Asked for what was typed (a busy machine may ask for a shorter part on the way), never
      // for nothing; the 3000 agents are never asked for whole.
      expect(names).toContain('星河测试');
      for (const name of names) expect('星河测试'.startsWith(name) && name !== '').toBe(true);
      expect(calls.urls.some((url) => url.pathname.endsWith('/mediaAgent/list'))).toBe(false);
    } finally {
      calls.stop();
    }
  }, 60000);

  it('suggests client names from getAllClientName as the name filter is typed', async () => {
    const user = userEvent.setup();
    const target = clientWithUniquePart(collection(getStore(), 'client'));
    const calls = recordUrls();
    try {
      open('/client/list');
      await screen.findByText(/共 \d+ 条/, {}, WAIT);
      await user.click(filterForm('client').getByRole('combobox', { name: '客户名称' }));
      await user.keyboard(target.part);
      expect(await screen.findByRole('option', { name: target.name }, WAIT)).toBeInTheDocument();
      const names = calls.urls
        .filter((url) => url.pathname.endsWith('/client/getAllClientName'))
        .map((url) => url.searchParams.get('name') ?? '');
      expect(names).toContain(target.part);
      for (const name of names) expect(target.part.startsWith(name) && name !== '').toBe(true);
    } finally {
      calls.stop();
    }
  }, 60000);

  it('shows a client type by the name the clientType list gives', async () => {
    const db = getStore();
    collection(db, 'clientTypeOption').push({ clientType: 7, name: '测试类型', nameEn: 'Test' });
    collection(db, 'client').find((row) => row.clientId === 9)!.clientType = 7;
    saveStore();
    open('/client/detail/9');
    await screen.findByTestId('detail-title', {}, WAIT);
    await waitFor(() => expect(detailValue('客户类型')).toHaveTextContent('测试类型'), WAIT);
    // As a coloured tag, the colour of its place in the list (the fifth: cyan).
    const tag = within(detailValue('客户类型')).getByText('测试类型');
    expect(tag).toHaveClass('value-tag', 'value-tag-cyan');
  }, 60000);

  it('shows a client type code the list does not know as sent', async () => {
    const db = getStore();
    collection(db, 'client').find((row) => row.clientId === 10)!.clientType = 42;
    saveStore();
    const calls = recordUrls();
    try {
      open('/client/detail/10');
      await screen.findByTestId('detail-title', {}, WAIT);
      await waitFor(
        () =>
          expect(calls.urls.some((url) => url.pathname.endsWith('/client/clientType'))).toBe(true),
        WAIT,
      );
      expect(detailValue('客户类型')).toHaveTextContent('42');
    } finally {
      calls.stop();
    }
  }, 60000);
});

describe("a sales partner's registration check", () => {
  /** A partner waiting for review whose mobile is SA0001's. */
  function pendingTwin() {
    const db = getStore();
    const partner = collection(db, 'saleAgent').find((row) => row.saleAgentId === 5)!;
    Object.assign(partner, { status: 0, saleAgentName: '测试合伙人', mobile: '13826541234' });
    saveStore();
    return partner;
  }

  const rowOf = async () => {
    await waitFor(() => expect(document.querySelectorAll('.ant-table-row')).toHaveLength(1), WAIT);
    return within(document.querySelector('.ant-table-row') as HTMLElement);
  };

  it('sends the registration, and shows what the backend found', async () => {
    const user = userEvent.setup();
    const partner = pendingTwin();
    const sent = recordCalls(server, '/saleAgent/checkRegister');
    try {
      open(`/saleAgent/list?saleAgentName=${encodeURIComponent('测试合伙人')}`);
      const row = await rowOf();
      await user.click(row.getByRole('button', { name: /更\s?多/ }));
      await user.click(await screen.findByRole('menuitem', { name: '注册校验' }, WAIT));
      const answer = await screen.findByTestId('action-answer', {}, WAIT);
      expect(answer).toHaveTextContent('已被其他销售合伙人注册');
      expect(answer).toHaveTextContent('SA0001 林佳怡');
      expect(sent.bodies).toEqual([
        {
          saleAgentId: 5,
          mobile: '13826541234',
          idNumber: partner.idNumber,
          bankAccount: partner.bankAccount,
        },
      ]);
    } finally {
      sent.stop();
    }
  }, 60000);

  it('is not offered without its right, and the backend refuses it', async () => {
    const user = userEvent.setup();
    pendingTwin();
    const bd = await loginAs('bd');
    session.clear();
    session.setToken(bd);
    open(`/saleAgent/list?saleAgentName=${encodeURIComponent('测试合伙人')}`);
    const row = await rowOf();
    const more = row.queryByRole('button', { name: /更\s?多/ });
    if (more) await user.click(more);
    expect(screen.queryByRole('menuitem', { name: '注册校验' })).toBeNull();
    const refused = await call('main', '/saleAgent/checkRegister', {
      method: 'POST',
      token: bd,
      body: { saleAgentId: 5 },
    });
    expect(refused.code).toBe(demoErrors.denied.code);
  }, 60000);
});
