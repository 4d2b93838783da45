import '@ant-design/v5-patch-for-react-19';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { collection } from '@demo-backend/engine/collections';
import { getStore } from '@demo-backend/store';
import { setupFixtureBackend } from '../support/fixtureBackend';

/** The demo backend, the admin signed in (in Chinese). */
setupFixtureBackend([], {});

/** The first look at a page loads its parts; a busy machine takes a while (as ledger.test.tsx). */
const WAIT = { timeout: 30000 };

const badgeCount = () => Number(screen.getByTestId('menu-badge-todoWorkOrder').textContent);

describe('the work-order to-do count follows the orders (issue 39)', () => {
  it('goes down in the menu when an order waiting for review is revoked', async () => {
    // An order waiting for review whose to-do is not on hold.
    const todo = collection(getStore(), 'todoWorkOrder').find(
      (row) => row.workOrder === 'workOrderGoogleApply' && row.status === 0 && row.suspended === 0,
    )!;
    const user = userEvent.setup();
    window.history.pushState({}, '', `/workOrder/googleApply/detail/${String(todo.workOrderId)}`);
    render(<App />);
    // The to-do group of the menu, opened.
    await user.click(await screen.findByRole('button', { name: /待办/ }, WAIT));
    await screen.findByTestId('menu-badge-todoWorkOrder');
    const before = badgeCount();
    expect(before).toBeGreaterThan(0);

    await user.click(await screen.findByRole('button', { name: /撤销申请/ }));
    const confirm = within(await screen.findByRole('dialog'));
    await user.click(confirm.getByRole('button', { name: /确\s?定/ }));
    await waitFor(() => expect(badgeCount()).toBe(before - 1));
    expect(collection(getStore(), 'todoWorkOrder')).not.toContain(todo);
  }, 60000);
});
