import '@ant-design/v5-patch-for-react-19';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { session } from '@/auth/session';
import type { Row } from '@demo-backend/db';
import { collection } from '@demo-backend/engine/collections';
import { getStore, saveStore } from '@demo-backend/store';
import { applicationState as S } from '../../schemas/client';
import { loginAs } from '../unit/mocks/client';
import { setupFixtureBackend } from '../support/fixtureBackend';

// Issue #38, point 6: a reseller's page offers its restart (reborn) as a client's does, to the
// same roles, in the same states.

const WAIT = { timeout: 30000 };

setupFixtureBackend([], {});

/** A reseller (not the platform) in the state, owned by the BD team member `bdmember` (121). */
function orgIn(status: number): Row {
  const org = collection(getStore(), 'org').find((row) => row.orgId !== 1)!;
  Object.assign(org, { status, bdId: 121 });
  saveStore();
  return org;
}

async function openOrg(org: Row) {
  window.history.pushState({}, '', `/org/detail/${String(org.orgId)}`);
  render(<App />);
  await screen.findByTestId('detail-title', {}, WAIT);
  // The actions are drawn once the record's state is known: refund is offered to admins then.
  return within(screen.getByTestId('detail-title').closest('.ant-card-head') as HTMLElement);
}

describe("a reseller's restart", () => {
  it('is offered on a terminated reseller, and takes it back to pending review', async () => {
    const user = userEvent.setup();
    const org = orgIn(S.terminated);
    const head = await openOrg(org);
    await user.click(await head.findByRole('button', { name: '重新合作' }, WAIT));
    const dialog = within(await screen.findByRole('dialog', {}, WAIT));
    await user.click(dialog.getByRole('button', { name: /确/ }));
    expect(await screen.findByText('重新合作：操作成功', {}, WAIT)).toBeInTheDocument();
    await waitFor(
      () =>
        expect(collection(getStore(), 'org').find((row) => row.orgId === org.orgId)?.status).toBe(
          S.pendingReview,
        ),
      WAIT,
    );
  }, 60000);

  it('is offered to the owning BD, and not to the financier nor in business', async () => {
    const org = orgIn(S.terminated);
    session.clear();
    session.setToken(await loginAs('bdmember'));
    let head = await openOrg(org);
    expect(await head.findByRole('button', { name: '重新合作' }, WAIT)).toBeInTheDocument();

    cleanup();
    session.clear();
    session.setToken(await loginAs('financier'));
    head = await openOrg(org);
    // The financier refunds a terminated reseller, and does not restart it.
    expect(await head.findByRole('button', { name: '退款' }, WAIT)).toBeInTheDocument();
    expect(head.queryByRole('button', { name: '重新合作' })).toBeNull();
  }, 60000);

  it('is not offered on a reseller in business', async () => {
    const org = orgIn(S.active);
    const head = await openOrg(org);
    expect(await head.findByRole('button', { name: '申请终止' }, WAIT)).toBeInTheDocument();
    expect(head.queryByRole('button', { name: '重新合作' })).toBeNull();
  }, 60000);
});
