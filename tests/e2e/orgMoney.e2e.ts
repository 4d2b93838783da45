import { describe, expect, it } from 'vitest';
import { walkBillThroughSixStages } from './support/billProgress';
import { setupBrowser } from './support/browser';
import { detailHeader } from './support/detail';
import { loginAs } from './support/login';

const e2e = setupBrowser();

describe('a reseller bill through the six stages of SPEC §4', () => {
  it('is confirmed by OP, finance, paid by the cashier and locked by an admin, as a client bill is', async () => {
    // Reseller bill 1 is seeded in its account period.
    await walkBillThroughSixStages(e2e.page, '/org/bill/detail/1');
  });

  it('refuses a deduction on a finance-confirmed reseller bill, with its message', async () => {
    const { page } = e2e;
    await loginAs(page, 'financier');
    // Reseller bill 3 is seeded finance-confirmed: no deduction is offered on it.
    await page.goto('/org/bill/detail/3');
    await page.getByTestId('progress-state').waitFor();
    await expect
      .poll(() => page.getByTestId('progress-state').innerText())
      .toMatch(/2：财务已确认/);
    await detailHeader(page).getByRole('button', { name: '发起付款' }).waitFor();
    expect(
      await detailHeader(page)
        .getByRole('button', { name: /扣\s?款/ })
        .count(),
    ).toBe(0);

    // One sent anyway (a page opened before finance confirmed) is refused, and the user is told.
    const outcome = await page.evaluate(async () => {
      try {
        await window.__adconsoleDemo!.dataProvider.update({
          resource: 'orgBill',
          id: 3,
          variables: { deductAmount: '12.50', deductRemark: '少计服务费' },
          meta: { endpoints: { update: 'POST /org/bill/deduct' }, operation: 'deductBill' },
        });
        return 'accepted';
      } catch {
        return 'refused';
      }
    });
    expect(outcome).toBe('refused');
    await page.getByText('当前状态不允许此操作').first().waitFor();
  });
});
