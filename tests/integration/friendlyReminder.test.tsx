import '@ant-design/v5-patch-for-react-19';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { session } from '@/auth/session';
import { setupFixtureBackend } from '../support/fixtureBackend';
import { loginAs } from '../unit/mocks/client';

/** The first look at a page loads its parts; a busy machine takes a while (as ledger.test.tsx). */
const WAIT = { timeout: 30000 };

/** The demo backend; `overdue` is a reseller in arrears, whose console speaks English. */
setupFixtureBackend([], {});

beforeEach(async () => {
  session.clear();
  session.setToken(await loginAs('overdue'));
});

describe('the friendly reminder never traps its user (SPEC §8, issue 39)', () => {
  it('leads the reseller in arrears to its messages, which it reads there, without coming back', async () => {
    const user = userEvent.setup();
    window.history.pushState({}, '', '/dashboard');
    render(<App />);
    const reminder = within(await screen.findByRole('dialog', {}, WAIT));
    expect(reminder.getAllByText('Friendly reminder').length).toBeGreaterThan(0);
    await user.click(reminder.getByRole('button', { name: 'Go to message centre' }));

    // The message centre lists the messages the reminder sent the user to, and one opens.
    await waitFor(() => expect(window.location.pathname).toBe('/news/centre'));
    const [view] = await screen.findAllByRole('button', { name: 'View' }, WAIT);
    expect(screen.queryByText('Friendly reminder')).toBeNull();
    await user.click(view);
    expect(await screen.findByTestId('site-message-content')).toBeInTheDocument();
    expect(screen.queryByText('Friendly reminder')).toBeNull();
  }, 60000);
});
