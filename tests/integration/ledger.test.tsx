import '@ant-design/v5-patch-for-react-19';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import type { Row } from '@demo-backend/db';
import { collection } from '@demo-backend/engine/collections';
import { getStore, saveStore } from '@demo-backend/store';
import { setupFixtureBackend } from '../support/fixtureBackend';

// Issue #19's money moved by staff, on the real declarations against the demo backend: a rebate
// offsetting a bill, a refund applied for on a client in business.

const WAIT = { timeout: 30000 };

setupFixtureBackend([], {});

const tableRows = () =>
  screen.getAllByRole('row').filter((row) => row.classList.contains('ant-table-row'));

/** A client in business whose USD wallet holds `balance`. */
function clientWith(balance: string): Row {
  const client = collection(getStore(), 'client').find((row) => row.status === 2)!;
  Object.assign(client, {
    settlementCurrency: 'USD',
    walletBalance: balance,
    wallets: [{ currency: 'USD', balance, credit: 0 }],
  });
  return client;
}

describe('a rebate offsetting a bill', () => {
  it('asks for the bill only for that transfer type, and lowers the bill by the rebate', async () => {
    const user = userEvent.setup();
    const db = getStore();
    const client = clientWith('10.00');
    const rebates = collection(db, 'clientRebate');
    const rebate = rebates.splice(0, 1)[0];
    Object.assign(rebate, {
      clientId: client.clientId,
      currency: 'USD',
      // Worth its spend × its rate: 2,550.00 × 1 %.
      spendAmount: '2550.00',
      rebateRate: 1,
      status: 1,
      transferType: 1,
      createTime: Math.floor(Date.now() / 1000),
    });
    rebates.unshift(rebate);
    const bill = collection(db, 'clientBill')[0];
    Object.assign(bill, {
      clientId: client.clientId,
      currency: 'USD',
      amount: '100.00',
      rebateAmount: 0,
      status: 0,
    });
    saveStore();

    window.history.pushState({}, '', '/client/rebate');
    render(<App />);
    await waitFor(() => expect(tableRows().length).toBeGreaterThan(0), WAIT);
    const row = tableRows().find((candidate) =>
      within(candidate).queryByText(String(rebate.id), { exact: true }),
    )!;
    await user.click(within(row).getByRole('button', { name: /更\s?多/ }));
    await user.click(await screen.findByRole('menuitem', { name: '返点转出' }));
    const dialog = within(await screen.findByRole('dialog', {}, WAIT));
    expect(dialog.queryByLabelText('抵扣账单 ID')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('radio', { name: '抵扣账单' }));
    await user.type(await dialog.findByLabelText('抵扣账单 ID'), String(bill.id));
    await user.click(dialog.getByRole('button', { name: /确\s?定/ }));

    expect(await screen.findByText('返点转出：操作成功', {}, WAIT)).toBeInTheDocument();
    const saved = collection(getStore(), 'clientBill').find((row) => row.id === bill.id)!;
    expect(saved.amount).toBe(74.5);
    expect(saved.rebateAmount).toBe(25.5);
    // The list is asked again: the rebate is settled.
    await waitFor(() => expect(within(row).getByText('已结算')).toBeInTheDocument(), WAIT);
  }, 60000);
});

describe('a refund applied for on a client in business', () => {
  it('refuses more than the wallet holds, keeping the form, then opens the refund', async () => {
    const user = userEvent.setup();
    const client = clientWith('100.00');
    saveStore();
    window.history.pushState({}, '', `/client/detail/${String(client.clientId)}`);
    render(<App />);
    await screen.findByTestId('detail-title', {}, WAIT);
    await user.click(await screen.findByRole('button', { name: '申请退款' }, WAIT));
    const dialog = within(await screen.findByRole('dialog', {}, WAIT));
    await user.click(dialog.getByLabelText('币种'));
    await user.click((await screen.findAllByTitle(/^USD/, {}, WAIT))[0]);
    await user.type(dialog.getByLabelText('退款金额'), '150');
    await user.type(dialog.getByLabelText('收款银行'), 'HSBC Hong Kong');
    await user.type(dialog.getByLabelText('退款原因'), '客户缩减预算');
    await user.click(dialog.getByRole('button', { name: /确\s?定/ }));

    // In the form's alert and under the refund amount.
    expect(
      (await dialog.findAllByText(/超过钱包可退 USD 余额 100/, {}, WAIT))[0],
    ).toBeInTheDocument();
    expect(dialog.getByLabelText('退款金额')).toHaveValue('150');
    expect(
      collection(getStore(), 'clientRefund').some(
        (row) => row.clientId === client.clientId && row.bankName === 'HSBC Hong Kong',
      ),
    ).toBe(false);

    await user.clear(dialog.getByLabelText('退款金额'));
    await user.type(dialog.getByLabelText('退款金额'), '60.25');
    await user.click(dialog.getByRole('button', { name: /确\s?定/ }));
    expect(await screen.findByText('申请退款：操作成功', {}, WAIT)).toBeInTheDocument();
    const refund = collection(getStore(), 'clientRefund').find(
      (row) => row.clientId === client.clientId && row.bankName === 'HSBC Hong Kong',
    );
    expect(refund).toMatchObject({ amount: 60.25, currency: 'USD', status: 0, refundFrom: 1 });
  }, 60000);
});
