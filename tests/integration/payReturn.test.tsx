import '@ant-design/v5-patch-for-react-19';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '@/app/App';
import { session } from '@/auth/session';
import { changeLanguage } from '@/i18n';
import { exactText, subtract, toFraction } from '@/engine/decimal';
import type { Row } from '@demo-backend/db';
import { collection } from '@demo-backend/engine/collections';
import { apiPath } from '@demo-backend/handlers/routes';
import { createDemoServer, resetDemoStore } from '@demo-backend/node';
import { RESELLER_ORG } from '@demo-backend/seed/orgs';
import { getStore } from '@demo-backend/store';
import { call, loginAs } from '../unit/mocks/client';

const server = createDemoServer();

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(async () => {
  resetDemoStore();
  server.resetHandlers();
  localStorage.clear();
  // The return page is public: nobody is signed in.
  session.clear();
  await changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const RETURN_PATH = '/pay/return';

/** The payment the backend states, whatever the demo's store holds. */
const answering = (data: unknown) =>
  server.use(
    http.get(apiPath('main', RETURN_PATH), () => HttpResponse.json({ code: 0, msg: '', data })),
  );

/** The addresses of the calls the page sends to the return state's path. */
function recordCalls(on: typeof server, path: string) {
  const urls: string[] = [];
  const listen = ({ request }: { request: Request }) => {
    if (new URL(request.url).pathname.endsWith(path)) urls.push(request.url);
  };
  on.events.on('request:start', listen);
  return { urls, stop: () => on.events.removeListener('request:start', listen) };
}

function openReturnPage(query: string) {
  window.history.pushState({}, '', `${RETURN_PATH}?${query}`);
  return render(<App />);
}

/** The links every state of the page offers, back into the console. */
async function expectLinksBack() {
  expect(await screen.findByRole('link', { name: 'Wallet recharge' })).toHaveAttribute(
    'href',
    '/orgFinance/walletPay',
  );
  expect(screen.getByRole('link', { name: 'Wallet record' })).toHaveAttribute(
    'href',
    '/orgFinance/walletLog',
  );
}

const usdBalance = () => {
  const org = collection(getStore(), 'org').find(
    (row) => String(row.orgId) === String(RESELLER_ORG.orgId),
  )!;
  return String((org.wallets as Row[]).find((wallet) => wallet.currency === 'USD')!.balance);
};

describe('the card payment return page (SPEC §2, public)', () => {
  it('shows a pending payment, asks again until it is paid, and a reload credits nothing more', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    const token = await loginAs('reseller');
    session.clear();
    const created = await call<Row>('main', '/orgFinance/walletPay/add', {
      method: 'POST',
      token,
      body: { currency: 'USD', payMethod: 4, amount: '1000' },
    });
    const payUrl = new URL(String(created.data.payUrl), 'http://localhost');
    const before = usdBalance();

    const first = openReturnPage(payUrl.searchParams.toString());
    expect(await screen.findByTestId('pay-return-state')).toHaveTextContent(
      'Awaiting confirmation',
    );
    expect(screen.getByText(/has not confirmed the payment yet/)).toBeInTheDocument();
    expect(screen.getByTestId('pay-return-amount')).toHaveTextContent('USD 1,000.00');
    expect(screen.getByText(String(created.data.rechargeSn))).toBeInTheDocument();
    expect(usdBalance()).toBe(before);

    // Asked again 3 s later: the provider has confirmed it, the wallet holds what fees leave.
    act(() => vi.advanceTimersByTime(3000));
    await waitFor(() => expect(screen.getByTestId('pay-return-state')).toHaveTextContent('Paid'));
    expect(screen.getByText('The top-up is paid and credited to your wallet.')).toBeInTheDocument();
    const credited = () => exactText(subtract(toFraction(usdBalance())!, toFraction(before)!));
    // 1000 less 0.5 % (5.00) and 3 % (30.00).
    expect(credited()).toBe('965');
    await expectLinksBack();

    // The page loaded again: still paid, credited once.
    first.unmount();
    openReturnPage(payUrl.searchParams.toString());
    expect(await screen.findByTestId('pay-return-state')).toHaveTextContent('Paid');
    act(() => vi.advanceTimersByTime(9000));
    expect(credited()).toBe('965');
  });

  it('shows a paid top-up with its exact amount, and no more calls', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    answering({ orderSn: 'TU00000777', amount: '1234.567', currency: 'USD', status: 1 });
    const calls = recordCalls(server, RETURN_PATH);
    try {
      openReturnPage('orderSn=TU00000777&paymentId=cp_abc&status=failed');
      // The hint said failed; the backend says paid, and wins.
      expect(await screen.findByTestId('pay-return-state')).toHaveTextContent('Paid');
      // More decimals than the currency's are shown as sent, never rounded.
      expect(screen.getByTestId('pay-return-amount')).toHaveTextContent('USD 1,234.567');
      act(() => vi.advanceTimersByTime(30000));
      expect(calls.urls).toHaveLength(1);
      expect(new URL(calls.urls[0]).searchParams.get('paymentId')).toBe('cp_abc');
    } finally {
      calls.stop();
    }
  });

  it('shows a failed or expired payment as failed, in Chinese too', async () => {
    answering({ orderSn: 'TU00000778', amount: 300, currency: 'USD', status: 3 });
    await changeLanguage('cn');
    openReturnPage('orderSn=TU00000778&paymentId=cp_abc&status=paid');
    expect(await screen.findByTestId('pay-return-state')).toHaveTextContent('支付失败');
    expect(
      screen.getByText('银行卡支付未成功，款项未入账。您可以重新发起充值。'),
    ).toBeInTheDocument();
    expect(screen.getByTestId('pay-return-amount')).toHaveTextContent('USD 300.00');
    expect(screen.getByRole('link', { name: '钱包充值' })).toHaveAttribute(
      'href',
      '/orgFinance/walletPay',
    );
  });

  it('stops asking about a pending payment after 30 minutes and says so', async () => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    answering({ orderSn: 'TU00000779', amount: '300', currency: 'USD', status: 0 });
    openReturnPage('orderSn=TU00000779&paymentId=cp_abc');
    expect(await screen.findByTestId('pay-return-state')).toHaveTextContent(
      'Awaiting confirmation',
    );
    act(() => vi.advanceTimersByTime(30 * 60 * 1000));
    expect(await screen.findByText(/Still not confirmed after 30 minutes/)).toBeInTheDocument();
    const calls = recordCalls(server, RETURN_PATH);
    try {
      act(() => vi.advanceTimersByTime(60000));
      expect(calls.urls).toHaveLength(0);
    } finally {
      calls.stop();
    }
  });

  it.each([
    ['no parameters', ''],
    ['no payment id', 'orderSn=TU00000412'],
    ['a malformed number', 'orderSn=%3Cscript%3E&paymentId=cp_abc'],
  ])('says a link with %s is invalid, asks nothing and links back', async (_, query) => {
    const calls = recordCalls(server, RETURN_PATH);
    try {
      openReturnPage(query);
      expect(
        await screen.findByText('This payment link is incomplete or invalid.'),
      ).toBeInTheDocument();
      await expectLinksBack();
      expect(calls.urls).toHaveLength(0);
    } finally {
      calls.stop();
    }
  });

  it('says so when the backend knows no such payment', async () => {
    openReturnPage('orderSn=TU00000412&paymentId=cp_nothing');
    expect(
      await screen.findByText('The payment’s status could not be loaded.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Record not found')).toBeInTheDocument();
    await expectLinksBack();
  });

  it.each([
    ['a state that is none', { orderSn: 'TU00000780', amount: '300', currency: 'USD', status: 9 }],
    ['an amount that is no number', { amount: 'lots', currency: 'USD', status: 1 }],
    ['another top-up', { orderSn: 'TU00000001', amount: '300', currency: 'USD', status: 1 }],
    ['no record', ['paid']],
  ])('says an answer with %s cannot be read', async (_, data) => {
    answering(data);
    openReturnPage('orderSn=TU00000780&paymentId=cp_abc');
    expect(await screen.findByText('The payment’s status could not be read.')).toBeInTheDocument();
    expect(screen.queryByTestId('pay-return-state')).not.toBeInTheDocument();
    await expectLinksBack();
  });
});
