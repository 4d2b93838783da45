import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { detailValue } from './support/detail';
import { loginAs } from './support/login';
import { chooseOption, optionName } from './support/table';
import { chooseMenuItem, opened } from './support/settle';

const e2e = setupBrowser();

const progress = (page: Page) => page.getByTestId('detail-progress');
const currentStep = (page: Page) =>
  progress(page).locator(
    '.ant-steps-item-process .ant-steps-item-title, .ant-steps-item-error .ant-steps-item-title',
  );

/** Opens the detail page of the first Google opening order in a status. */
async function openOrderIn(page: Page, status: number) {
  await page.goto(`/workOrder/googleApply?status=${status}`);
  const row = page.locator('.ant-table-row:visible').first();
  await row.waitFor();
  const applySn = (await row.locator('a[href*="/detail/"]').first().innerText()).trim();
  await row.locator('a[href*="/detail/"]').first().click();
  await progress(page).waitFor();
  return applySn;
}

/** Runs an action of the detail page's header, answering its confirmation. */
async function runAction(page: Page, name: RegExp) {
  await page.locator('main').getByRole('button', { name }).first().click();
  const dialog = await opened(page.getByRole('dialog'));
  await dialog.getByRole('button', { name: /确\s?定|OK/ }).click();
}

describe('work orders', () => {
  it('refuses a cancellation without a reason, and a cancellation from channel review returns the order to the previous step', async () => {
    const { page } = e2e;
    await loginAs(page, 'admin');
    await openOrderIn(page, 31);
    await expect.poll(() => currentStep(page).innerText()).toBe('运营处理');
    await expect
      .poll(() => page.getByTestId('progress-state').innerText())
      .toMatch(/状态 31：渠道审核中/);

    // A rejection without its reason is refused too.
    await page
      .locator('main')
      .getByRole('button', { name: /^驳\s?回$/ })
      .click();
    await (await opened(page.getByRole('dialog'))).getByRole('button', { name: /确\s?定/ }).click();
    await page
      .getByRole('dialog')
      .getByText(/不能为空/)
      .waitFor();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    await page
      .locator('main')
      .getByRole('button', { name: /撤回上一步/ })
      .click();
    const dialog = await opened(page.getByRole('dialog'));
    await dialog.getByRole('button', { name: /确\s?定/ }).click();
    await dialog.getByText(/不能为空/).waitFor();

    await dialog.getByRole('textbox').fill('账户时区有误');
    await dialog.getByRole('button', { name: /确\s?定/ }).click();
    await expect.poll(() => currentStep(page).innerText()).toBe('审核分配');
    await expect
      .poll(() => page.getByTestId('progress-state').innerText())
      .toMatch(/状态 4：退回上一步[\s\S]*账户时区有误/);
    // Who sent it back, in its stage.
    await expect
      .poll(() => progress(page).locator('.ant-steps-item').nth(1).innerText())
      .toMatch(/撤回上一步/);
  });

  it('applies for a Google opening with two accounts; review, push and pass create both accounts under the client', async () => {
    const { page } = e2e;
    await loginAs(page, 'admin');
    await page.goto('/workOrder/googleApply');
    await page.locator('.ant-table-row:visible').first().waitFor();
    await page.getByRole('button', { name: /新\s?增/ }).click();
    const drawer = page.locator('.ant-drawer-content:visible');
    const next = drawer.getByRole('button', { name: /下一步/ });

    // The customer and the opening subject.
    await chooseOption(page, drawer.getByLabel('客户', { exact: true }), 'Keystone', /Keystone/);
    const client = optionName(
      await drawer.locator('.ant-select-selection-item').first().innerText(),
    );
    await drawer.getByLabel('开户主体').fill('Acme Global Ltd');
    await drawer.getByLabel('首次开户').check();
    await drawer.getByLabel('普通账户').check();
    await drawer.getByLabel('行业').fill('电商');
    await drawer.getByLabel('投放地区').fill('美国');
    await next.click();

    // Two accounts, each with its name, time zone and currency.
    const accounts = drawer.getByRole('group', { name: '申请账户', exact: true });
    for (const [index, [name, zone, currency]] of [
      ['Acme US', '洛杉矶', 'USD'],
      ['Acme EU', '伦敦', 'EUR'],
    ].entries()) {
      await accounts.getByRole('button', { name: /添加一行/ }).click();
      const row = accounts.getByRole('group', { name: `申请账户 第 ${index + 1} 行` });
      await row.getByLabel('账户名称').fill(name);
      await chooseOption(page, row.getByLabel('时区'), zone, new RegExp(zone));
      await chooseOption(page, row.getByLabel('账户币种'), currency, new RegExp(`^${currency}`));
    }
    await next.click();

    // Google's own fields, then the documents.
    await drawer.getByLabel('管理账户（MCC）ID').fill('123-456-7890');
    await drawer.getByLabel('推广域名').fill('shop.acme.com');
    await drawer.getByLabel('授权邮箱').fill('ads@acme.com');
    await next.click();
    await drawer.getByLabel('资料文件').setInputFiles({
      name: 'licence.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4 licence'),
    });
    await drawer.locator('.ant-upload-list-item-done').waitFor();
    await next.click();
    await drawer.getByRole('button', { name: /提\s?交/ }).click();
    await page.getByText('已保存').first().waitFor();

    // On top of its list, pending review; its page shows where it stands.
    const first = page.locator('.ant-table-row:visible').first();
    await expect.poll(() => first.innerText()).toContain('Acme Global Ltd');
    expect(await first.innerText()).toContain('待审核');
    await page
      .locator('.ant-table-row:visible', { hasText: 'Acme Global Ltd' })
      .locator('a[href*="/detail/"]')
      .first()
      .click();
    await progress(page).waitFor();
    await expect.poll(() => currentStep(page).innerText()).toBe('审核分配');
    await expect
      .poll(() => progress(page).locator('.ant-steps-item').first().innerText())
      .toMatch(/创\s?建/);

    await page
      .locator('main')
      .getByRole('button', { name: /运营审核/ })
      .first()
      .click();
    await expect.poll(() => page.getByTestId('progress-state').innerText()).toMatch(/状态 3/);
    await runAction(page, /API 推送/);
    await expect.poll(() => page.getByTestId('progress-state').innerText()).toMatch(/状态 31/);
    await runAction(page, /^通\s?过$/);
    await expect
      .poll(() => page.getByTestId('progress-state').innerText())
      .toMatch(/状态 1：已通过/);
    const created = detailValue(page, '已开账户').locator('.value-tag');
    await expect.poll(() => created.count()).toBe(2);
    const ids = (await created.allInnerTexts()).map((id) => id.trim());

    // Both accounts in the ad-account list, under the client and the platform.
    for (const [index, id] of ids.entries()) {
      await page.goto(`/adsAccount/list?mediaAccountId=${encodeURIComponent(id)}`);
      const row = page.locator('.ant-table-row:visible').first();
      await row.waitFor();
      const text = await row.innerText();
      expect(text).toContain(['Acme US', 'Acme EU'][index]);
      expect(text).toContain(client);
      expect(text).toContain('Google');
    }
  });

  it('counts the to-dos beside their menu entry, and one put on hold with its reason leaves the count', async () => {
    const { page } = e2e;
    await loginAs(page, 'admin');
    await page.goto('/todo/workOrder?suspended=0');
    const badge = page.getByTestId('menu-badge-todoWorkOrder');
    await badge.waitFor();
    const before = Number(await badge.innerText());
    expect(before).toBeGreaterThan(0);

    const row = page.locator('.ant-table-row:visible').first();
    await row.getByRole('button', { name: /更\s?多/ }).click();
    await chooseMenuItem(page, /挂\s?起/);
    const dialog = await opened(page.getByRole('dialog'));
    await dialog.getByRole('button', { name: /确\s?定/ }).click();
    await dialog.getByText(/不能为空/).waitFor();
    await dialog.getByRole('textbox').fill('等待客户补充资料');
    await dialog.getByRole('button', { name: /确\s?定/ }).click();
    await expect.poll(async () => Number(await badge.innerText())).toBe(before - 1);
  });
});
