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

  it('offers no deduction on a finance-confirmed reseller bill', async () => {
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

    // One sent anyway is refused, with its message: tests/demo/browserDemo.e2e.ts.
  });
});
