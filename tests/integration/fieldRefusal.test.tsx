import '@ant-design/v5-patch-for-react-19';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import type { Row } from '@demo-backend/db';
import { collection } from '@demo-backend/engine/collections';
import { getStore, saveStore } from '@demo-backend/store';
import { setupFixtureBackend } from '../support/fixtureBackend';

const WAIT = { timeout: 30000 };

/** The demo backend, the admin signed in (in Chinese). */
setupFixtureBackend([], {});

/** A client in business whose USD wallet holds `balance`. */
function clientWith(balance: string): Row {
  const client = collection(getStore(), 'client').find((row) => row.status === 2)!;
  Object.assign(client, {
    settlementCurrency: 'USD',
    walletBalance: balance,
    wallets: [{ currency: 'USD', balance, credit: 0 }],
  });
  saveStore();
  return client;
}

/** The form item a labelled input is in. */
const itemOf = (input: HTMLElement) => input.closest('.ant-form-item') as HTMLElement;

describe('a refusal about one field (issue 39)', () => {
  it('names the field by its label and shows the refusal under it', async () => {
    const user = userEvent.setup();
    const client = clientWith('100.00');
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

    // Under the refund amount, in the words of its label; nowhere by its wire name.
    const amount = itemOf(dialog.getByLabelText('退款金额'));
    expect(
      await within(amount).findByText('退款金额：150 超过钱包可退 USD 余额 100', {}, WAIT),
    ).toHaveClass('ant-form-item-explain-error');
    expect(document.body).not.toHaveTextContent('refundAmount');
  }, 60000);
});
