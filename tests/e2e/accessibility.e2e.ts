import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeFindings, visibleHeadings } from './support/axe';
import { setupBrowser } from './support/browser';
import { captchaKey, loginAs } from './support/login';

const e2e = setupBrowser();

/** No finding of axe-core the console does not accept, and one h1. */
async function expectAccessible(page: Page, heading?: RegExp) {
  expect(await axeFindings(page)).toEqual([]);
  const headings = await visibleHeadings(page);
  expect(headings).toHaveLength(1);
  if (heading) expect(headings[0]).toMatch(heading);
}

async function openList(page: Page, path: string) {
  await page.goto(path);
  await page.locator('.ant-table-row:visible').first().waitFor();
}

const drawer = (page: Page) => page.locator('.ant-drawer-content:visible');

describe('accessibility (axe-core in Chromium)', () => {
  it('the login page', async () => {
    const { page } = e2e;
    await page.goto('/login');
    await captchaKey(page);
    await expectAccessible(page);
  });

  it('the dashboard, with its goals and invitation codes', async () => {
    const { page } = e2e;
    await loginAs(page, 'admin');
    await page.getByRole('progressbar').first().waitFor();
    await page
      .getByRole('img', { name: /二维码/ })
      .first()
      .waitFor();
    await expectAccessible(page);
  });

  it('a list page, with a row menu and a filter open', async () => {
    const { page } = e2e;
    await loginAs(page, 'admin');
    await openList(page, '/client/list');
    await expectAccessible(page, /客户/);

    await page.locator('.ant-table-row').first().locator('[aria-haspopup="menu"]').first().click();
    await page.getByRole('menu').waitFor();
    await expectAccessible(page);
    await page.keyboard.press('Escape');

    // A select's list (the client name's suggestions open only once something is typed).
    await page
      .locator('form[id^="filters-"] .ant-select:not(.ant-select-auto-complete)')
      .first()
      .click();
    await page.getByRole('listbox').first().waitFor();
    await expectAccessible(page);
  });

  it("a reseller's list page in English, with the user menu open", async () => {
    const { page } = e2e;
    await loginAs(page, 'reseller');
    await page.getByLabel('Language').getByText('English', { exact: true }).waitFor();
    await openList(page, '/client/list');
    await page.getByRole('heading', { name: 'Client list' }).waitFor();
    await expectAccessible(page, /Client list/);

    await page.getByRole('button', { name: /user menu/ }).click();
    await page.getByRole('menu').waitFor();
    await expectAccessible(page);
  });

  it('a list with its create drawer, and a detail page', async () => {
    const { page } = e2e;
    await loginAs(page, 'admin');
    await openList(page, '/option/currency?drawer=create');
    await drawer(page).locator('form').waitFor();
    await expectAccessible(page);

    await page.goto('/client/detail/1');
    await page.getByTestId('detail-title').waitFor();
    await expectAccessible(page, new RegExp(await page.getByTestId('detail-title').innerText()));
  });

  it('a step form, also showing its errors', async () => {
    const { page } = e2e;
    await loginAs(page, 'admin');
    await openList(page, '/client/list');
    await page.getByRole('button', { name: /新\s?增/ }).click();
    await drawer(page).locator('.ant-steps').waitFor();
    await expectAccessible(page);

    await drawer(page)
      .getByRole('button', { name: /下一步/ })
      .click();
    await drawer(page).getByText('客户名称不能为空').waitFor();
    await expectAccessible(page);
  });

  it('a nested editor', async () => {
    const { page } = e2e;
    await loginAs(page, 'admin');
    await openList(page, '/mediaAgent/list');
    await page
      .locator('.ant-table-row')
      .first()
      .getByRole('button', { name: /编\s?辑/ })
      .click();
    // The policies are the agent's third step.
    for (let step = 0; step < 2; step += 1)
      await drawer(page)
        .getByRole('button', { name: /下一步/ })
        .click();
    await drawer(page).getByRole('group', { name: '服务费设置', exact: true }).waitFor();
    await expectAccessible(page);
  });

  it("a work order's page, with its stages", async () => {
    const { page } = e2e;
    await loginAs(page, 'admin');
    await page.goto('/workOrder/googleApply/detail/4');
    await page.getByTestId('detail-progress').waitFor();
    await page.getByTestId('progress-step-actor').first().waitFor();
    await expectAccessible(page, /AP/);
  });

  it('the message centre', async () => {
    const { page } = e2e;
    await loginAs(page, 'admin');
    await openList(page, '/news/centre');
    await expectAccessible(page);
  });

  it('the 403 page', async () => {
    const { page } = e2e;
    await loginAs(page, 'bd');
    await page.goto('/adminUser/list');
    await page.locator('.ant-result-403').waitFor();
    await expectAccessible(page, /无权访问/);
  });

  it('a mobile page, its login, its cards and its sheets', async () => {
    const { page } = e2e;
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/h5/todo/walletWarn');
    await page.locator('main h1').waitFor();
    await expectAccessible(page);
    await loginAs(page, 'admin');
    await page.goto('/h5/todo/walletWarn');
    await page.locator('main .h5-card').first().waitFor();
    await expectAccessible(page);
    // The filter sheet, with its ranges of days.
    await page.goto('/h5/client/payment');
    await page.locator('main .h5-card').first().waitFor();
    await page.getByRole('button', { name: /筛选|Filters/ }).click();
    await page.locator('.h5-filters input[type="date"]').first().waitFor();
    await expectAccessible(page);
    // A value action's own form.
    await page.keyboard.press('Escape');
    await page.goto('/h5/client/bill');
    await page.locator('main .h5-card').first().waitFor();
    await page.getByRole('button', { name: /筛选|Filters/ }).click();
    await page
      .locator('.h5-filters')
      .getByText(/^(账期中|Account period in progress)$/)
      .click();
    await page
      .locator('.h5-filters')
      .getByRole('button', { name: /搜\s?索|Search/ })
      .click();
    await page
      .locator('main .h5-card')
      .first()
      .getByRole('button', { name: /操作|Actions/ })
      .click();
    // The record's actions, then one that asks for values.
    const sheet = page.getByRole('dialog', { name: /操作|Actions/ });
    await sheet.getByRole('button', { name: /^(扣款|Deduct)$/ }).waitFor();
    await expectAccessible(page);
    await sheet.getByRole('button', { name: /^(扣款|Deduct)$/ }).click();
    await page.getByRole('dialog', { name: /^(扣款|Deduct)$/ }).waitFor();
    await page.locator('.h5-action-sheet').waitFor({ state: 'hidden' });
    await expectAccessible(page);
  });

  it('animates dialogs and drawers only for users who have not asked for less motion', async () => {
    const { page } = e2e;
    await loginAs(page, 'admin');
    await openList(page, '/org/list');
    // Whether any element took one of antd's enter classes while the create drawer opened.
    const animatedOpening = async () => {
      await page.evaluate(() => {
        const seen = window as unknown as { enterClassSeen?: boolean };
        seen.enterClassSeen = false;
        new MutationObserver((changes) => {
          if (
            changes.some((change) => /-(appear|enter)\b/.test((change.target as Element).className))
          )
            seen.enterClassSeen = true;
        }).observe(document.body, { subtree: true, attributes: true, attributeFilter: ['class'] });
      });
      await page.getByRole('button', { name: /新\s?增/ }).click();
      await drawer(page)
        .getByRole('button', { name: /保\s?存/ })
        .waitFor();
      return page.evaluate(() => (window as unknown as { enterClassSeen: boolean }).enterClassSeen);
    };
    // This suite's browser asks for reduced motion (support/browser.ts).
    expect(await animatedOpening()).toBe(false);
    await page.keyboard.press('Escape');
    await drawer(page).waitFor({ state: 'hidden' });
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    expect(await animatedOpening()).toBe(true);
  });
});
