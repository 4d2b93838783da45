import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { demoCaptchaAnswer } from '@demo-backend/captcha';
import { DEMO_PASSWORD } from '@demo-backend/users';
import { setupBrowser } from './support/browser';
import { captchaKey, loginAs } from './support/login';

const e2e = setupBrowser();

/** The mobile pages of SPEC §2 (src/h5/h5Routes.ts). */
const mobilePaths = [
  '/h5/todo/walletWarn',
  '/h5/todo/accountAbnormal',
  '/h5/client/wallet',
  '/h5/client/exchangeRate',
  '/h5/client/risk',
  '/h5/client/payment',
  '/h5/client/bill',
  '/h5/client/rebate',
  '/h5/client/refund',
  '/h5/adsAccount/list',
  '/h5/org/list',
  '/h5/option/currency',
  '/h5/option/exchangeRate',
  '/h5/option/payChannel',
  '/h5/vcc/list',
  '/h5/vcc/record',
];

const asPhone = (page: Page) => page.setViewportSize({ width: 390, height: 844 });
const cards = (page: Page) => page.locator('main .h5-card');

describe('the mobile pages under /h5/ at 390×844', () => {
  it('show their records as cards on every route, with the session the console opened', async () => {
    const { page } = e2e;
    await asPhone(page);
    await loginAs(page, 'admin');
    for (const path of mobilePaths) {
      await page.goto(path);
      await cards(page).first().waitFor();
      // A card shows the list's fields, each label with its value.
      expect(await cards(page).first().locator('dt').count(), path).toBeGreaterThan(0);
      // Nothing of the console's layout.
      expect(await page.locator('.ant-layout-sider, .ant-layout-header').count(), path).toBe(0);
    }
  });

  it('takes a token handed in the address into the session and out of the address', async () => {
    const { page, context } = e2e;
    await asPhone(page);
    await loginAs(page, 'admin');
    const token = (await context.cookies()).find((cookie) => cookie.name === 'Admin-Token')!.value;
    await context.clearCookies();
    await page.goto(`/h5/client/payment?token=${encodeURIComponent(token)}`);
    await cards(page).first().waitFor();
    expect(new URL(page.url()).search).toBe('');
    expect((await context.cookies()).find((cookie) => cookie.name === 'Admin-Token')?.value).toBe(
      token,
    );
  });

  it('asks for a login without a session, with the console’s captcha, and shows the page', async () => {
    const { page } = e2e;
    await asPhone(page);
    await page.goto('/h5/todo/walletWarn');
    const form = page.locator('.h5-login');
    await form.getByRole('heading', { name: 'Log in' }).waitFor();
    await form.getByLabel('Username').first().fill('admin');
    await form.getByLabel('Password').first().fill(DEMO_PASSWORD);
    await form
      .getByLabel('Verification code')
      .first()
      .fill(demoCaptchaAnswer(await captchaKey(form)));
    await form.getByRole('button', { name: 'Log in', exact: true }).click();
    await cards(page).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/h5/todo/walletWarn');
  });

  it('hangs up a wallet warning from its action sheet, confirmed, and it leaves the list', async () => {
    const { page } = e2e;
    await asPhone(page);
    await loginAs(page, 'admin');
    await page.goto('/h5/todo/walletWarn');
    const first = cards(page).first();
    await first.waitFor();
    const name = (await first.locator('.h5-card-title').innerText()).trim();
    await first.getByRole('button', { name: /操作|Actions/ }).click();
    await page
      .locator('.h5-action-sheet')
      .getByRole('button', { name: /挂起|Hang up/ })
      .click();
    const dialog = page.locator('.adm-dialog');
    await dialog.getByText(name).waitFor();
    await dialog.getByRole('button', { name: /确\s?定|Confirm/ }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /挂起|Hang up/ })
      .waitFor();
    await expect.poll(() => page.locator('.h5-card-title', { hasText: name }).count()).toBe(0);
    await cards(page).first().waitFor();
  });

  it('filters by a range of days in the filter sheet, and shows all again on reset', async () => {
    const { page } = e2e;
    await asPhone(page);
    await loginAs(page, 'admin');
    await page.goto('/h5/client/payment');
    await cards(page).first().waitFor();
    await page.getByRole('button', { name: /筛选|Filters/ }).click();
    const sheet = page.locator('.h5-filters');
    await sheet.getByLabel(/付款时间: 开始日期|Payment time: Start date/).fill('2001-01-01');
    await sheet.getByLabel(/付款时间: 结束日期|Payment time: End date/).fill('2001-01-31');
    await sheet.getByRole('button', { name: /搜\s?索|Search/ }).click();
    await page.getByText(/暂无数据|No records match/).waitFor();
    expect(await cards(page).count()).toBe(0);
    await page.getByRole('button', { name: /筛选 \(1\)|Filters \(1\)/ }).click();
    await sheet.getByRole('button', { name: /重\s?置|Reset/ }).click();
    await cards(page).first().waitFor();
  });

  it('deducts from a bill in the action’s own form, its values checked as on the desktop', async () => {
    const { page } = e2e;
    await asPhone(page);
    await loginAs(page, 'admin');
    await page.goto('/h5/client/bill');
    await cards(page).first().waitFor();
    // The bills still in their account period, which may be adjusted.
    await page.getByRole('button', { name: /筛选|Filters/ }).click();
    const sheet = page.locator('.h5-filters');
    await sheet.getByText(/^(账期中|Account period in progress)$/).click();
    await sheet.getByRole('button', { name: /搜\s?索|Search/ }).click();
    const first = cards(page).first();
    await first.waitFor();
    const name = (await first.locator('.h5-card-title').innerText()).trim();
    await first.getByRole('button', { name: /操作|Actions/ }).click();
    await page
      .locator('.h5-action-sheet')
      .getByRole('button', { name: /^(扣款|Deduct)$/ })
      .click();
    const form = page.locator('.adm-popup-body').filter({
      has: page.getByRole('heading', { name: /^(扣款|Deduct)$/ }),
    });
    await form.getByRole('button', { name: /确\s?定|Confirm/ }).click();
    await form
      .getByText(/扣款金额不能为空|Deduction cannot be empty/)
      .first()
      .waitFor();
    await form
      .getByPlaceholder(/扣款金额|Deduction/)
      .first()
      .fill('0');
    await form.getByRole('button', { name: /确\s?定|Confirm/ }).click();
    await form.getByText(/扣款金额不能为空或0|Deduction cannot be empty or 0/).waitFor();
    await form
      .getByPlaceholder(/扣款金额|Deduction/)
      .first()
      .fill('25');
    await form.getByPlaceholder(/扣款备注|Deduction remark/).fill('Late delivery');
    await form.getByRole('button', { name: /确\s?定|Confirm/ }).click();
    await page
      .getByRole('status')
      .filter({ hasText: /扣款|Deduct/ })
      .waitFor();
    expect(await form.count()).toBe(0);
    await cards(page).filter({ hasText: name }).first().waitFor();
  });

  it('shows its own login in place when the session expires, and the page again after it', async () => {
    const { page, context, baseURL } = e2e;
    await asPhone(page);
    await loginAs(page, 'admin');
    await page.goto('/h5/');
    await page.getByRole('link', { name: /客户付款|Client payments/ }).click();
    await cards(page).first().waitFor();
    // The session ends on the server's side; the next call is refused.
    await context.addCookies([{ name: 'Admin-Token', value: 'revoked-token', url: baseURL }]);
    await page.getByRole('link', { name: /全部页面|All pages/ }).click();
    await page.getByRole('link', { name: /客户付款|Client payments/ }).click();
    const form = page.locator('.h5-login');
    await form
      .getByRole('alert')
      .filter({ hasText: /登录已过期|login has expired/ })
      .waitFor();
    expect(new URL(page.url()).pathname).toBe('/h5/client/payment');
    await form
      .getByLabel(/用户名|Username/)
      .first()
      .fill('admin');
    await form
      .getByLabel(/密码|Password/)
      .first()
      .fill(DEMO_PASSWORD);
    await form
      .getByLabel(/验证码|Verification code/)
      .first()
      .fill(demoCaptchaAnswer(await captchaKey(form)));
    await form.getByRole('button', { name: /^(登\s?录|Log in)$/ }).click();
    await cards(page).first().waitFor();
    expect(new URL(page.url()).pathname).toBe('/h5/client/payment');
  });
});

describe('a desktop list at a phone’s width', () => {
  it('keeps its title on a line and shows its records as cards, nothing overflowing them', async () => {
    const { page } = e2e;
    await asPhone(page);
    await loginAs(page, 'admin');
    await page.goto('/client/list');
    const title = page.locator('.list-card-title');
    const card = page.locator('.record-card');
    await card.first().waitFor();
    // One line tall: not one character per line.
    const box = (await title.boundingBox())!;
    expect(box.height).toBeLessThan(40);
    expect(box.width).toBeGreaterThan(100);
    // Cards, not a table cut to a few columns (issue 39); every listed column is in each card.
    expect(await page.locator('.ant-table').count()).toBe(0);
    expect(await card.first().locator('dt').count()).toBeGreaterThan(3);
    // Nothing in a card reaches past its edges: its text wraps, its actions ("view") stay in.
    const overflowing = await card.evaluateAll(
      (all) =>
        all.filter((element) => {
          const edge = element.getBoundingClientRect();
          return (
            element.scrollWidth > element.clientWidth + 1 ||
            [...element.querySelectorAll('a, button, dd')].some((inner) => {
              const rect = inner.getBoundingClientRect();
              return rect.right > edge.right + 1 || rect.left < edge.left - 1;
            })
          );
        }).length,
    );
    expect(overflowing).toBe(0);
    const view = card.first().getByRole('link', { name: /^查\s?看$/ });
    const viewBox = (await view.boundingBox())!;
    const cardBox = (await card.first().boundingBox())!;
    expect(viewBox.x + viewBox.width).toBeLessThanOrEqual(cardBox.x + cardBox.width);
    // Nothing is pinned over anything.
    const pinned = await page
      .locator('.list-card *')
      .evaluateAll(
        (cells) => cells.filter((cell) => getComputedStyle(cell).position === 'sticky').length,
      );
    expect(pinned).toBe(0);

    // A drawer takes the whole width.
    await page.getByRole('button', { name: /新\s?增/ }).click();
    const drawer = page.locator('.ant-drawer-content-wrapper');
    await drawer.waitFor();
    await expect.poll(async () => (await drawer.boundingBox())?.width).toBe(390);
  });
});

describe('images from data on the mobile cards', () => {
  it('shows a payment’s receipt as a thumbnail, never as its address (issue 39)', async () => {
    const { page } = e2e;
    await asPhone(page);
    await loginAs(page, 'admin');
    await page.goto('/h5/client/payment');
    await cards(page).first().waitFor();
    const thumbnail = cards(page).first().locator('img.h5-thumb').first();
    await thumbnail.waitFor();
    // Drawn: the image the address names has loaded.
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.naturalWidth))
      .toBeGreaterThan(0);
    expect(await cards(page).first().textContent()).not.toContain('/api/common/file');
  });
});
