import '@ant-design/v5-patch-for-react-19';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { App } from '@/app/App';
import { collection } from '@demo-backend/engine/collections';
import { getStore } from '@demo-backend/store';
import { setupFixtureBackend } from '../support/fixtureBackend';

// Issue #18's ownership and money tools on the real declarations (resources/client.ts, org.ts),
// against the demo backend: a credit score entry's item select reads the backend's settings and
// the client's score follows; the VIP purchase offers the price list.

const WAIT = { timeout: 30000 };

setupFixtureBackend([], {});

async function openDetail(path: string) {
  window.history.pushState({}, '', path);
  render(<App />);
  return screen.findByTestId('detail-title');
}

/** The value shown beside a label in the page's details. */
function detailValue(label: string): HTMLElement {
  const cell = [...document.querySelectorAll('.ant-descriptions-item-label')].find(
    (element) => element.textContent?.trim() === label,
  );
  if (!cell?.nextElementSibling) throw new Error(`No detail labelled ${label}`);
  return cell.nextElementSibling as HTMLElement;
}

/** The options an open antd select shows. */
const openOptions = async () => {
  await waitFor(
    () => expect(document.querySelector('.ant-select-item-option')).not.toBeNull(),
    WAIT,
  );
  return [...document.querySelectorAll('.ant-select-item-option')].map(
    (option) => option.textContent ?? '',
  );
};

describe("a client's credit score", () => {
  it("adds an entry with an item of the backend's settings, and the page shows the new score", async () => {
    const user = userEvent.setup();
    const db = getStore();
    // The settings are the backend's: a renamed item shows renamed, an added one is offered.
    const settings = collection(db, 'clientCreditScoreSetting');
    settings.push({ id: 77, name: '测试加分项', nameEn: 'Test item', minScore: 1, maxScore: 3 });
    const client = collection(db, 'client').find((row) => row.clientId === 9)!;
    const before = Number(client.creditScore);

    await openDetail('/client/detail/9');
    expect(detailValue('信用分')).toHaveTextContent(String(before));
    await user.click(screen.getByRole('tab', { name: '客户信用分' }));
    await user.click(await screen.findByRole('button', { name: /新\s*增/ }, WAIT));
    const drawer = within(await screen.findByRole('dialog', {}, WAIT));
    await user.click(drawer.getByLabelText('评分项'));
    const options = await openOptions();
    expect(options).toContain('测试加分项 (+1 ~ +3)');
    expect(options).toContain('按时付款 (0 ~ +10)');
    expect(options).toContain('合作满一年 (+5)');
    await user.click(screen.getByTitle('测试加分项 (+1 ~ +3)'));
    await user.type(drawer.getByLabelText('分值'), '2');
    await user.click(drawer.getByRole('button', { name: /保\s*存/ }));

    const expected = String(Math.min(100, before + 2));
    await waitFor(() => expect(detailValue('信用分')).toHaveTextContent(expected), WAIT);
    const entries = collection(getStore(), 'clientCreditScore');
    expect(entries.find((row) => row.clientId === 9 && row.scoreItem === 77)?.score).toBe(2);
  }, 60000);

  it("refuses points outside the item's range, saying why, and keeps the form", async () => {
    const user = userEvent.setup();
    await openDetail('/client/detail/9');
    await user.click(screen.getByRole('tab', { name: '客户信用分' }));
    await user.click(await screen.findByRole('button', { name: /新\s*增/ }, WAIT));
    const drawer = within(await screen.findByRole('dialog', {}, WAIT));
    await user.click(drawer.getByLabelText('评分项'));
    await openOptions();
    await user.click(screen.getByTitle('按时付款 (0 ~ +10)'));
    await user.type(drawer.getByLabelText('分值'), '15');
    await user.click(drawer.getByRole('button', { name: /保\s*存/ }));
    await waitFor(
      () => expect(screen.getByRole('dialog')).toHaveTextContent('按时付款的分值须在 0 至 10 之间'),
      WAIT,
    );
    expect(drawer.getByLabelText('分值')).toHaveValue('15');
  }, 60000);
});

describe("a reseller's VIP purchase", () => {
  it('offers the levels of the price list with their prices and records the one bought', async () => {
    const user = userEvent.setup();
    // A reseller whose dollar wallet pays for VIP3 (issue #38: the price is taken from it).
    const dollars = (row: Record<string, unknown>) =>
      Number(
        (row.wallets as Record<string, unknown>[]).find((wallet) => wallet.currency === 'USD')
          ?.balance,
      );
    const org = collection(getStore(), 'org').find(
      (row) => row.status === 2 && row.orgId !== 1 && row.vipLevel !== 3 && dollars(row) >= 9999,
    )!;
    await openDetail(`/org/detail/${String(org.orgId)}`);
    const header = within(
      screen.getByTestId('detail-title').closest('.ant-card-head') as HTMLElement,
    );
    await user.click(header.getByRole('button', { name: /购买 VIP/ }));
    const dialog = within(await screen.findByRole('dialog', {}, WAIT));
    await user.click(dialog.getByLabelText('VIP 等级'));
    expect(await openOptions()).toEqual([
      'VIP1 · USD 999.00',
      'VIP2 · USD 2999.00',
      'VIP3 · USD 9999.00',
    ]);
    await user.click(screen.getByTitle('VIP3 · USD 9999.00'));
    await user.click(dialog.getByRole('button', { name: /确/ }));
    await waitFor(() => expect(detailValue('VIP 等级')).toHaveTextContent('VIP3'), WAIT);
    const saved = collection(getStore(), 'org').find((row) => row.orgId === org.orgId)!;
    expect(saved.vipLevel).toBe(3);
    expect(Number(saved.vipExpireTime)).toBeGreaterThan(Date.now() / 1000);
  }, 60000);
});
