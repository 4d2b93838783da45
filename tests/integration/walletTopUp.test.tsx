import '@ant-design/v5-patch-for-react-19';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/App';
import { exactText, subtract, toFraction } from '@/engine/decimal';
import { session } from '@/auth/session';
import type { Row } from '@demo-backend/db';
import { collection } from '@demo-backend/engine/collections';
import { RESELLER_ORG } from '@demo-backend/seed/orgs';
import { getStore } from '@demo-backend/store';
import { setupFixtureBackend } from '../support/fixtureBackend';
import { recordCalls } from '../support/recordCalls';
import { loginAs } from '../unit/mocks/client';

/** The demo backend with the console's own resources; the reseller's console speaks English. */
const { server } = setupFixtureBackend([], {});

beforeEach(async () => {
  session.clear();
  session.setToken(await loginAs('reseller'));
});
afterEach(() => vi.useRealTimers());

/** The reseller's USD wallet, which its own account shows (derived from its wallets). */
const ownUsdAccount = () => {
  const org = collection(getStore(), 'org').find(
    (row: Row) => String(row.orgId) === String(RESELLER_ORG.orgId),
  )!;
  const wallet = (org.wallets as Row[]).find((row) => row.currency === 'USD')!;
  return { walletBalance: wallet.balance };
};

async function openNew() {
  const user = userEvent.setup({
    advanceTimers: (ms) => {
      if (vi.isFakeTimers()) vi.advanceTimersByTime(ms);
    },
  });
  window.history.pushState({}, '', '/orgFinance/walletPay');
  render(<App />);
  await user.click(await screen.findByRole('button', { name: /New$/ }));
  const drawer = within(await screen.findByRole('dialog'));
  await drawer.findByLabelText('USD');
  return { user, drawer };
}

const quote = (drawer: ReturnType<typeof within>) =>
  within(drawer.getByTestId('recharge-quote'))
    .getAllByRole('row')
    .map((row) => row.textContent);

describe('a reseller tops up its wallet (SPEC §5, §9)', () => {
  it('shows the fees and the amount credited before confirming, by method', async () => {
    const { user, drawer } = await openNew();
    await user.type(drawer.getByLabelText('Recharge amount'), '333.33');
    expect(await drawer.findByTestId('recharge-quote')).toBeInTheDocument();
    expect(quote(drawer)).toEqual([
      'Exchange loss 0.2 %USD 0.67',
      'Tax 1.1 %USD 3.67',
      'Amount creditedUSD 328.99',
    ]);
    await user.click(drawer.getByLabelText(/6\.72 %/));
    await waitFor(() => expect(quote(drawer)).toContain('Tax 6.72 %USD 22.40'));
    expect(quote(drawer)).toContain('Amount creditedUSD 310.26');
    await user.click(drawer.getByLabelText('Online payment'));
    await waitFor(() => expect(quote(drawer)).toContain('Handling fee 0.5 %USD 1.67'));
    expect(quote(drawer)).toEqual([
      'Handling fee 0.5 %USD 1.67',
      'Online payment fee 3 %USD 10.00',
      'Amount creditedUSD 321.66',
    ]);
  }, 60000);

  it('refuses 299 USD and 0.5 USDT at the field and sends nothing', async () => {
    const creates = recordCalls(server, '/orgFinance/walletPay/add');
    try {
      const { user, drawer } = await openNew();
      await user.type(drawer.getByLabelText('Recharge amount'), '299');
      await user.click(drawer.getByRole('button', { name: /Save$/ }));
      await waitFor(() =>
        expect(drawer.getByText('Recharge amount must be at least 300 USD')).toBeInTheDocument(),
      );
      await user.click(drawer.getByLabelText('USDT'));
      await user.click(drawer.getByLabelText('TRC20'));
      await user.click(drawer.getByLabelText('USDT (TRC20)'));
      await user.clear(drawer.getByLabelText('Recharge amount'));
      await user.type(drawer.getByLabelText('Recharge amount'), '0.5');
      await user.click(drawer.getByRole('button', { name: /Save$/ }));
      await waitFor(() =>
        expect(drawer.getByText('Recharge amount must be at least 1 USDT')).toBeInTheDocument(),
      );
      expect(creates.bodies).toHaveLength(0);
    } finally {
      creates.stop();
    }
  }, 60000);

  it('follows a USDT deposit: address, QR code, a ticking countdown, then credited', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const before = String(ownUsdAccount().walletBalance);
    const { user, drawer } = await openNew();
    await user.click(drawer.getByLabelText('USDT'));
    await user.click(drawer.getByLabelText('TRC20'));
    await user.click(drawer.getByLabelText('USDT (TRC20)'));
    await user.type(drawer.getByLabelText('Recharge amount'), '50');
    await waitFor(() =>
      expect(quote(drawer)).toEqual([
        'FeesNo fee',
        'Amount creditedUSDT 50.000000Credited to the USD wallet, 1:1',
      ]),
    );
    await user.click(drawer.getByRole('button', { name: /Save$/ }));

    // The new top-up's details open in place of the form, with its deposit.
    const address = await screen.findByText(/^T[1-9A-HJ-NP-Za-km-z]{33}$/);
    const details = within(address.closest('.ant-drawer') as HTMLElement);
    const qr = details.getByRole('img', { name: 'QR code of the deposit address' });
    expect(qr.tagName).toBe('CANVAS');
    expect(
      details.getByText(
        /credited after 25 network confirmations; recognition takes 5 to 30 minutes/,
      ),
    ).toBeInTheDocument();
    const countdown = details.getByTestId('deposit-countdown');
    expect(countdown).toHaveTextContent(/^(30:00|29:59) left$/);
    const first = countdown.textContent;
    act(() => vi.advanceTimersByTime(1000));
    await waitFor(() => expect(countdown.textContent).not.toBe(first));
    // No confirmations before any transfer is seen (issue 39).
    expect(details.getByTestId('deposit-confirmations')).toHaveTextContent('0 / 25');
    expect(details.getByTestId('deposit-state')).toHaveTextContent('Awaiting payment');

    // Polled every 5 s until the 25 confirmations: credited, and the dollar wallet holds it.
    act(() => vi.advanceTimersByTime(5000));
    await waitFor(() =>
      expect(details.getByTestId('deposit-confirmations')).toHaveTextContent('10 / 25'),
    );
    act(() => vi.advanceTimersByTime(5000));
    await waitFor(() =>
      expect(details.getByTestId('deposit-confirmations')).toHaveTextContent('20 / 25'),
    );
    act(() => vi.advanceTimersByTime(5000));
    await waitFor(() => expect(details.getByTestId('deposit-state')).toHaveTextContent('Credited'));
    expect(details.getByTestId('deposit-confirmations')).toHaveTextContent('25 / 25');
    expect(details.queryByTestId('deposit-countdown')).not.toBeInTheDocument();
    const gained = subtract(toFraction(ownUsdAccount().walletBalance)!, toFraction(before)!);
    expect(exactText(gained)).toBe('50');
  }, 60000);
});
