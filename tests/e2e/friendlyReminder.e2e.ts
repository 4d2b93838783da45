import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { loginAs } from './support/login';
import { opened } from './support/settle';
import { rows } from './support/table';

const e2e = setupBrowser();

describe('the friendly reminder never traps its user (SPEC §8, issue 39)', () => {
  it('takes the reseller in arrears to its messages, where it reads one and is not reminded again', async () => {
    const { page } = e2e;
    await loginAs(page, 'overdue');
    const reminder = await opened(
      page.getByRole('dialog').filter({ hasText: 'Friendly reminder' }),
    );
    // The message centre's own call, once the user has followed the reminder there.
    const listed = page.waitForResponse(
      (response) =>
        response.url().includes('/siteSend/getUserSiteMessageList/admin') &&
        new URL(page.url()).pathname === '/news/centre',
    );
    await reminder.getByRole('button', { name: 'Go to message centre' }).click();
    await page.waitForURL(/\/news\/centre/);
    const answer = (await (await listed).json()) as { code: number };
    expect(answer.code).toBe(200);

    const first = rows(page).first();
    await first.getByRole('button', { name: /View/ }).click();
    await page.getByTestId('site-message-content').waitFor();
    expect(await page.getByRole('dialog').filter({ hasText: 'Friendly reminder' }).count()).toBe(0);

    // The other way out, the wallet top-up, opens too.
    await page.goto('/orgFinance/walletPay');
    await page.getByRole('button', { name: /New$/ }).waitFor();
    expect(await page.getByRole('dialog').filter({ hasText: 'Friendly reminder' }).count()).toBe(0);
  });
});
