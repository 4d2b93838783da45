import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeFindings } from './support/axe';
import { setupBrowser } from './support/browser';
import { detailHeader as header, detailValue, runHeaderAction } from './support/detail';
import { loginAs, menuTexts } from './support/login';

const e2e = setupBrowser();

const chart = (page: Page) => page.getByRole('figure', { name: /每日消耗金额/ });
const caption = (page: Page) => chart(page).locator('figcaption');
const progressState = (page: Page) => page.getByTestId('progress-state');

/** Chooses a range in the list's date filter, as typed in its two boxes, and searches. */
async function chooseRange(page: Page, from: string, to: string) {
  const range = page.locator('.ant-picker-range').first();
  const [start, end] = [range.locator('input').nth(0), range.locator('input').nth(1)];
  await start.click();
  await start.fill(from);
  await start.press('Enter');
  await end.click();
  await end.fill(to);
  await end.press('Enter');
  await page.getByRole('button', { name: /搜\s?索/ }).click();
}

describe('daily spend as a chart above the consumption lists', () => {
  it('draws the days of the chosen range, and follows a new range', async () => {
    const { page } = e2e;
    await loginAs(page, 'admin');
    await page.goto('/adsAccount/consumeList/1');
    await chooseRange(page, '2026-10-01', '2026-10-07');
    await expect.poll(() => caption(page).innerText()).toMatch(/共 7 天，2026-10-01 至 2026-10-07/);
    expect(await caption(page).innerText()).toMatch(/合计：[A-Z]{3} [\d,]+/);
    // The drawing: the charting library's canvas, named by the same summary.
    const drawing = chart(page).getByRole('img');
    expect(await drawing.getAttribute('aria-label')).toMatch(/共 7 天/);
    await expect.poll(() => drawing.locator('canvas').count()).toBeGreaterThan(0);
    expect(await axeFindings(page)).toEqual([]);

    await chooseRange(page, '2026-10-01', '2026-10-14');
    await expect
      .poll(() => caption(page).innerText())
      .toMatch(/共 14 天，2026-10-01 至 2026-10-14/);
    // A list without a declared chart has none.
    await page.goto('/adsAccount/list');
    await page.locator('.ant-table-row').first().waitFor();
    expect(await page.getByTestId('resource-chart').count()).toBe(0);
  });

  it('charts a client’s and a media agent’s spend too', async () => {
    const { page } = e2e;
    await loginAs(page, 'admin');
    for (const path of ['/client/adsAccount/consume/1', '/mediaAgent/adsAccount/consume/1']) {
      await page.goto(path);
      await chooseRange(page, '2026-10-10', '2026-10-12');
      await expect.poll(() => caption(page).innerText()).toMatch(/共 3 天/);
    }
  });
});

describe('a virtual card through its statuses (SPEC §4)', () => {
  it('is opened, bound and unbound by a user with the card pages, each step in its records', async () => {
    const { page } = e2e;
    await loginAs(page, 'financier');
    expect(await menuTexts(page)).toContain('虚拟卡');
    // Card 1 is seeded unbound, for one ad account of its client.
    await page.goto('/vcc/detail/1');
    await expect.poll(() => progressState(page).innerText()).toMatch(/0：未绑定/);
    expect(await axeFindings(page)).toEqual([]);
    expect(await header(page).getByRole('button', { name: '解绑' }).count()).toBe(0);
    await runHeaderAction(page, '开卡');
    await expect.poll(() => progressState(page).innerText()).toMatch(/1：开卡中/);

    // Binding asks for the ad account: an account of another client is refused, the form stays.
    await header(page)
      .getByRole('button', { name: /绑\s?定/ })
      .click();
    const form = page.getByRole('dialog');
    const account = form.getByLabel('广告账户');
    const planned = await account.inputValue();
    expect(planned).not.toBe('');
    await account.fill('act_nobody');
    await form.getByRole('button', { name: /确\s?定/ }).click();
    await form.getByText('广告账户 act_nobody 不属于该卡所属客户').waitFor();
    expect(await account.inputValue()).toBe('act_nobody');
    await account.fill(planned);
    await form.getByRole('button', { name: /确\s?定/ }).click();
    await expect.poll(() => progressState(page).innerText()).toMatch(/2：已绑定/);
    expect(await detailValue(page, '广告账户').innerText()).toBe(planned);

    await runHeaderAction(page, /解\s?绑/);
    await expect.poll(() => progressState(page).innerText()).toMatch(/3：解绑中/);
    await runHeaderAction(page, '确认解绑');
    await expect.poll(() => progressState(page).innerText()).toMatch(/4：已解绑/);
    expect(await header(page).getByRole('button').allInnerTexts()).not.toContain('开卡');

    // The card's records: each step, newest first, with the account it was about.
    await page.getByRole('tab', { name: '虚拟卡记录' }).click();
    const rows = page.getByRole('tabpanel').locator('.ant-table-row');
    await expect.poll(() => rows.count()).toBeGreaterThanOrEqual(4);
    const steps = await rows.evaluateAll((all) => all.slice(0, 4).map((row) => row.textContent));
    expect(steps.map((text) => /已解绑|申请解绑|绑定|开卡/.exec(text ?? '')?.[0])).toEqual([
      '已解绑',
      '申请解绑',
      '绑定',
      '开卡',
    ]);
    expect(steps.every((text) => text?.includes(planned))).toBe(true);
  });

  it('is not in the menu of a user whose vcc_menu_show does not hold it, nor opens for them', async () => {
    const { page } = e2e;
    await loginAs(page, 'op');
    expect(await menuTexts(page)).not.toContain('虚拟卡');
    await page.goto('/vcc/detail/1');
    await page.getByText('抱歉，您无权访问此页面。').waitFor();
  });
});
