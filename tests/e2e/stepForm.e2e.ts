import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { optionName } from './support/table';
import { loginAs } from './support/login';
import { opened } from './support/settle';

const e2e = setupBrowser();

describe('a step form', () => {
  it('keeps a draft when left at step two, offers it back, and creates the client at the end', async () => {
    const { page } = e2e;
    await loginAs(page, 'admin');
    await page.goto('/client/list');
    await page.locator('.ant-table-row').first().waitFor();
    const drawer = page.locator('.ant-drawer-content');
    const next = drawer.getByRole('button', { name: /下一步/ });
    const currentStep = drawer.locator('.ant-steps-item-active .ant-steps-item-title');
    // The drawer slides in; its buttons are clicked once it stands still.
    const drawerOpened = () => opened(page.locator('.ant-drawer-content-wrapper'));

    // Step 1: Next refuses it empty, then takes it filled in.
    await page.getByRole('button', { name: /新\s?增/ }).click();
    await drawerOpened();
    await next.click();
    await drawer.getByText('客户名称不能为空').waitFor();
    await drawer.getByLabel('客户名称').fill('步骤测试客户');
    await drawer.getByLabel('直客').check();
    await drawer.getByLabel('海外').check();
    await drawer.getByLabel('邮箱').fill('steps@example.com');
    await next.click();
    await expect.poll(() => currentStep.innerText()).toBe('结算信息');

    // Part of step 2, then away: the drawer closes without asking, and says the draft is kept.
    await drawer.getByLabel('预付', { exact: true }).check();
    await drawer.getByRole('button', { name: /取\s?消/ }).click();
    await page.getByText('草稿已保留').waitFor();
    expect(await page.getByText('未保存的修改').count()).toBe(0);
    await page.goto('/media/list');
    await page.locator('.ant-table-row').first().waitFor();

    // Back, and New again: the draft is offered; Resume lands on step 2 with its values.
    await page.goto('/client/list');
    await page.locator('.ant-table-row').first().waitFor();
    await page.getByRole('button', { name: /新\s?增/ }).click();
    await drawerOpened();
    await drawer.getByText(/此表单有一份保存于 .* 的草稿/).waitFor();
    await drawer.getByRole('button', { name: /继续填写/ }).click();
    await expect.poll(() => currentStep.innerText()).toBe('结算信息');
    expect(await drawer.getByLabel('预付', { exact: true }).isChecked()).toBe(true);

    // The rest: the settlement currency, then the BD on step 3.
    await drawer.getByLabel('结算币种').fill('USD');
    await drawer.getByLabel('结算币种').press('Enter');
    await next.click();
    await expect.poll(() => currentStep.innerText()).toBe('负责人');
    const bdSelect = drawer.getByLabel('BD', { exact: true });
    await bdSelect.click();
    // The BD select's own options (the currency's list may still be fading out).
    const list = await bdSelect.getAttribute('aria-controls');
    const options = await opened(page.locator(`.ant-select-dropdown:has([id="${list}"])`));
    const bd = options.locator('.ant-select-item-option').first();
    await bd.waitFor({ state: 'visible' });
    const bdName = optionName(await bd.innerText());
    await bd.click();
    await next.click();

    // The review shows what was entered, as the details would.
    await expect.poll(() => currentStep.innerText()).toBe('确认信息');
    const review = drawer.locator('.ant-descriptions');
    for (const text of ['步骤测试客户', '直客', '海外', 'steps@example.com', '预付', bdName]) {
      await review.getByText(text, { exact: true }).first().waitFor();
    }
    await drawer.getByRole('button', { name: /提\s?交/ }).click();
    await page.getByText('已保存').waitFor();
    await page.waitForURL((url) => !url.searchParams.has('drawer'));

    // The new client is in the list, and the draft is gone.
    const filters = page.locator('#filters-client');
    await filters.getByLabel('客户名称').fill('步骤测试客户');
    await filters.getByRole('button', { name: /搜\s?索/ }).click();
    await page.locator('.ant-table-row', { hasText: '步骤测试客户' }).waitFor();
    await page.getByRole('button', { name: /新\s?增/ }).click();
    await drawer.getByLabel('客户名称').waitFor();
    expect(await drawer.getByText(/的草稿/).count()).toBe(0);
  });
});
