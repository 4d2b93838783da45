import '@ant-design/v5-patch-for-react-19';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { session } from '@/auth/session';
import { collection, nextId } from '@demo-backend/engine/collections';
import { getStore, saveStore } from '@demo-backend/store';
import { setupFixtureBackend } from '../support/fixtureBackend';
import { call, loginAs } from '../unit/mocks/client';

/** The demo backend; market and the admins of the main organisation work in Chinese. */
setupFixtureBackend([], {});

/** The first look at a page loads its parts; a busy machine takes a while (as ledger.test.tsx). */
const WAIT = { timeout: 30000 };

/** The reseller organisation's admin, 邓超, a person of the recipient tree. */
const RESELLER_ADMIN = 118;

function blacklist(recId: number) {
  const rows = collection(getStore(), 'siteMessageBlack');
  rows.unshift({ id: nextId(rows, 'id'), recId, remark: 'left the company' });
  saveStore();
}

async function written(user: string, title: string): Promise<string> {
  const answer = await call<{ applySn: string }>('admin', '/siteSend/saveMessage', {
    method: 'POST',
    token: await loginAs(user),
    body: { title, content: 'Maintenance tonight', recEnvType: 'admin', recipients: ['org:2'] },
  });
  expect(answer.code).toBe(200);
  return answer.data.applySn;
}

describe('site messages checked as they are written (issue 39)', () => {
  it('shows a blacklisted person as such in the recipient tree, and it cannot be chosen', async () => {
    blacklist(RESELLER_ADMIN);
    session.clear();
    session.setToken(await loginAs('market'));
    const user = userEvent.setup();
    window.history.pushState({}, '', '/news/add');
    render(<App />);
    const recipients = await screen.findByLabelText('接收对象', {}, WAIT);
    await user.click(recipients);
    await user.type(recipients, '邓超');
    const person = await screen.findByText('邓超（已列入消息黑名单）', {}, WAIT);
    const node = person.closest('.ant-select-tree-treenode') as HTMLElement;
    expect(node).toHaveClass('ant-select-tree-treenode-disabled');
    await user.click(person);
    expect(within(node).queryByRole('checkbox', { checked: true })).toBeNull();
    // Nothing chosen: no tag in the select.
    const select = recipients.closest('.ant-select') as HTMLElement;
    expect(select.querySelector('.ant-select-selection-item[title]')).toBeNull();
  }, 60000);

  it.each([
    ['market', true],
    ['admin', false],
  ])(
    'offers the admin to review a message written by %s: %s',
    async (writer, offered) => {
      const applySn = await written(writer, `Written by ${writer}`);
      session.clear();
      session.setToken(await loginAs('admin'));
      window.history.pushState({}, '', `/news/detail/${applySn}`);
      render(<App />);
      await screen.findAllByText(`Written by ${writer}`, {}, WAIT);
      // Its edit button shows the page's actions are drawn; reviewing is someone else's.
      await screen.findByRole('button', { name: /编\s?辑/ });
      expect(screen.queryAllByRole('button', { name: /审核通过/ }).length > 0).toBe(offered);
      expect(screen.queryAllByRole('button', { name: /^驳\s?回$/ }).length > 0).toBe(offered);
    },
    60000,
  );
});
