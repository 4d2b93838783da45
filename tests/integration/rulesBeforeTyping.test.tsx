import '@ant-design/v5-patch-for-react-19';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { session } from '@/auth/session';
import { setupFixtureBackend } from '../support/fixtureBackend';
import { loginAs } from '../unit/mocks/client';

// Issue 39: a form says a field's minimum, maximum and fees before the user types, not only once
// a value breaks them. The reseller's console speaks English.
setupFixtureBackend([], {});

beforeEach(async () => {
  session.clear();
  session.setToken(await loginAs('reseller'));
});

const quote = (drawer: ReturnType<typeof within>) =>
  within(drawer.getByTestId('recharge-quote'))
    .getAllByRole('row')
    .map((row) => row.textContent);

/** The help said under a form field, by its label. */
function helpOf(drawer: ReturnType<typeof within>, label: string): string {
  const item = drawer.getByLabelText(label).closest('.ant-form-item');
  return item?.querySelector('.ant-form-item-extra')?.textContent ?? '';
}

describe('the wallet top-up form, before anything is typed', () => {
  it('says the minimum of the chosen currency and the fee lines at 0', async () => {
    const user = userEvent.setup();
    window.history.pushState({}, '', '/orgFinance/walletPay');
    render(<App />);
    await user.click(await screen.findByRole('button', { name: /New$/ }));
    const drawer = within(await screen.findByRole('dialog'));
    await drawer.findByLabelText('USD');

    expect(drawer.getByLabelText('Recharge amount')).toHaveValue('');
    expect(helpOf(drawer, 'Recharge amount')).toBe('At least 300 USD');
    expect(await drawer.findByTestId('recharge-quote')).toBeInTheDocument();
    expect(quote(drawer)).toEqual([
      'Exchange loss 0.2 %USD 0.00',
      'Tax 1.1 %USD 0.00',
      'Amount creditedUSD 0.00',
    ]);

    await user.click(drawer.getByLabelText('USDT'));
    await waitFor(() => expect(helpOf(drawer, 'Recharge amount')).toBe('At least 1 USDT'));
  }, 60000);
});
