import dayjs from 'dayjs';
import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { detailHeader, detailValue, runHeaderAction } from './support/detail';
import { loginAs } from './support/login';
import { opened } from './support/settle';

const e2e = setupBrowser();

const month = (offset: number) => dayjs().add(offset, 'month').format('YYYY-MM');
const NAME = '梯度政策测试代理';

/** Picks an option of a searchable select by typing its label. */
async function choose(select: Locator, label: string) {
  await select.fill(label);
  await select.press('Enter');
}

async function typeMonth(input: Locator, value: string) {
  await input.fill(value);
  await input.press('Tab');
}

describe("a media agent's terms and policies", () => {
  it('creates an agent with a three-tier gradient for next month, refusing a repeated and a past month at their row', async () => {
    const { page } = e2e;
    await loginAs(page, 'admin');
    await page.goto('/mediaAgent/list');
    await page.locator('.ant-table-row').first().waitFor();
    const drawer = page.locator('.ant-drawer-content');
    const next = drawer.getByRole('button', { name: /下一步/ });
    const currentStep = drawer.locator('.ant-steps-item-active .ant-steps-item-title');

    // Step 1: the agent and its contract.
    await page.getByRole('button', { name: /新\s?增/ }).click();
    await drawer.getByLabel('媒体代理名称').fill(NAME);
    await choose(drawer.getByLabel('媒体平台'), 'Google');
    await drawer.getByLabel('签约主体').fill('Gradient Test Ltd');
    await next.click();

    // Step 2: settlement and fees; the opening fee starts at 0 (USD).
    await expect.poll(() => currentStep.innerText()).toBe('结算与费用');
    await choose(drawer.getByLabel('结算周期'), '月结');
    await choose(drawer.getByLabel('结算币种'), 'USD');
    await drawer.getByLabel('授信额度').fill('20000');
    expect(await drawer.getByLabel('开户费').inputValue()).toBe('0');
    await next.click();

    // Step 3: a gradient policy for next month, one tier per line.
    await expect.poll(() => currentStep.innerText()).toBe('服务费与返点政策');
    const policies = drawer.getByRole('group', { name: '返点政策设置', exact: true });
    const policy = (n: number) => policies.getByRole('group', { name: `返点政策设置 第 ${n} 行` });
    await policies
      .getByRole('button', { name: /添加一行/ })
      .last()
      .click();
    await typeMonth(policy(1).getByLabel('生效时间'), month(1));
    await policy(1).getByLabel('阶梯').check();
    await choose(policy(1).getByLabel('返点周期'), '月度');
    // The tiers' editor shows for a gradient only; the region ratios do not.
    const tiers = policy(1).getByRole('group', { name: '返点梯度', exact: true });
    expect(await policy(1).getByRole('group', { name: '地区比例', exact: true }).count()).toBe(0);
    for (const [index, [threshold, ratio]] of [
      ['10000', '1'],
      ['50000', '2'],
      ['100000', '3'],
    ].entries()) {
      await tiers.getByRole('button', { name: /添加一行/ }).click();
      const tier = tiers.getByRole('group', { name: `返点梯度 第 ${index + 1} 行` });
      await tier.getByLabel('消耗门槛').fill(threshold);
      await tier.getByLabel('返点比例').fill(ratio);
    }

    // A second policy of the same month is refused at its own row.
    await policies
      .getByRole('button', { name: /添加一行/ })
      .last()
      .click();
    await typeMonth(policy(2).getByLabel('生效时间'), month(1));
    await policy(2).getByLabel('单一').check();
    await choose(policy(2).getByLabel('返点周期'), '季度');
    await next.click();
    const repeated = `生效时间 ${month(1)} 与第 1 行重复`;
    await policy(2).getByText(repeated).waitFor();
    expect(await policy(1).getByText(repeated).count()).toBe(0);
    await expect.poll(() => currentStep.innerText()).toBe('服务费与返点政策');

    // Last month is refused too, at that row.
    await typeMonth(policy(2).getByLabel('生效时间'), month(-1));
    await policy(2).getByText(repeated).waitFor({ state: 'detached' });
    await next.click();
    await policy(2).getByText('生效时间须为当月或之后').waitFor();
    await expect.poll(() => currentStep.innerText()).toBe('服务费与返点政策');

    // Without it, the agent is reviewed and created.
    // The row's own button comes first (its card's header), before those of its nested rows.
    await policy(2).getByRole('button', { name: '删除第 2 行' }).first().click();
    await next.click();
    await expect.poll(() => currentStep.innerText()).toBe('确认信息');
    await drawer.getByRole('button', { name: /提\s?交/ }).click();
    await page.getByText('已保存').waitFor();
    await page.waitForURL((url) => !url.searchParams.has('drawer'));

    // It is in the list; its details show the policy with its three tiers.
    const row = page.locator('.ant-table-row', { hasText: NAME });
    await row.waitFor();
    await row.getByRole('link', { name: /查\s?看/ }).click();
    await detailHeader(page).getByText(NAME).waitFor();
    const policiesShown = detailValue(page, '返点政策设置');
    for (const amount of ['10,000.00', '50,000.00', '100,000.00'])
      await policiesShown.getByText(amount, { exact: false }).first().waitFor();
    await policiesShown.getByText(month(1)).first().waitFor();
    expect(await detailValue(page, '开户费').innerText()).toMatch(/USD\s*0\.00/);

    // Closed and opened again, each confirmed.
    await runHeaderAction(page, /关\s?闭/);
    await expect.poll(() => detailValue(page, '状态').innerText()).toBe('停用');
    await runHeaderAction(page, /开\s?启/);
    await expect.poll(() => detailValue(page, '状态').innerText()).toBe('启用');

    // Its Google authorisation link, shown to copy.
    await detailHeader(page).getByRole('button', { name: '授权链接' }).click();
    const link = page.getByTestId('action-answer');
    await expect.poll(() => link.innerText()).toMatch(/^https:\/\/accounts\.google\.com\//);
    const answer = await opened(page.getByRole('dialog'));
    await answer.getByRole('button', { name: /关\s?闭/ }).click();
    await link.waitFor({ state: 'detached' });
  });
});
