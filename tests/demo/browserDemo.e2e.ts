import { describe, expect, it } from 'vitest';
import { setupBrowser } from '../e2e/support/browser';
import { closeRiskPopup } from '../e2e/support/login';
import { opened } from '../e2e/support/settle';
import { loginWithPanel } from './panel';

const e2e = setupBrowser();

describe('the browser demo (npm start)', () => {
  it('logs in with one click, opens a list, creates a record, and keeps it after a reload', async () => {
    const { page } = e2e;
    await loginWithPanel(page, 'admin');
    await page.goto('/option/currency');
    await page.locator('.ant-table-row').first().waitFor();
    await page.getByRole('button', { name: /新\s?增/ }).click();
    const drawer = page.locator('.ant-drawer-content');
    await drawer.getByLabel('币种代码').fill('NOK');
    await drawer.getByLabel('中文名称').fill('挪威克朗');
    await drawer.getByRole('button', { name: /保\s?存/ }).click();
    await page.getByText('已保存').waitFor();

    // The service worker answered from the browser's own store, which a new load reads again
    // (every currency on one page: the list is in id order).
    await page.goto('/option/currency?pageSize=100');
    await page.locator('.ant-table-row').first().waitFor();
    await page.getByRole('cell', { name: '挪威克朗', exact: true }).waitFor();
    expect(await page.getByRole('cell', { name: 'NOK', exact: true }).count()).toBe(1);
  });

  it('resets the demo data only after asking', async () => {
    const { page } = e2e;
    await page.goto('/login');
    await page.getByRole('button', { name: 'Reset demo data' }).click();
    const dialog = page.locator('.ant-modal-confirm');
    await dialog
      .locator('.ant-modal-confirm-title', {
        hasText: 'Reset all demo data to its initial state? Changes you made will be lost.',
      })
      .waitFor();
    // A click while the dialog still zooms in can land beside its button, and is lost.
    await (await opened(dialog)).getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await page.getByText('Demo data has been reset').count()).toBe(0);
    await page.getByRole('button', { name: 'Reset demo data' }).click();
    await (await opened(dialog)).getByRole('button', { name: 'Reset demo data' }).click();
    await page.getByText('Demo data has been reset').waitFor();
  });

  it("draws the login page's confirm dialog under the strict policy, and locks the page behind it", async () => {
    const { page } = e2e;
    const style = (selector: string, property: string) =>
      page
        .locator(selector)
        .first()
        .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Reset demo data' }).click();
    const dialog = page.locator('.ant-modal-confirm');
    await dialog.getByRole('button', { name: 'Cancel' }).waitFor();
    // The confirm dialog's layout is styled at run time (not baked).
    expect(await style('.ant-modal-confirm-body', 'display')).toBe('flex');
    await expect.poll(() => style('body', 'overflow-y')).toBe('hidden');
    await (await opened(dialog)).getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => style('body', 'overflow-y')).not.toBe('hidden');
  });

  it('refuses a crafted delete of a BD before it reaches the backend', async () => {
    const { page } = e2e;
    await loginWithPanel(page, 'bd');
    await page.goto('/client/list');
    await page.locator('.ant-table-row').first().waitFor();
    const removals: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/client/remove')) removals.push(request.url());
    });
    const outcome = await page.evaluate(async () => {
      try {
        await window.__adconsoleDemo!.dataProvider.deleteOne({ resource: 'client', id: 1 });
        return 'sent';
      } catch (error) {
        return (error as { kind?: string }).kind ?? 'other';
      }
    });
    expect(outcome).toBe('denied');
    await page.getByText('抱歉，您无权执行此操作。').waitFor();
    expect(removals).toEqual([]);
  });

  it('refuses a deduction sent anyway on a finance-confirmed reseller bill, and tells the user', async () => {
    const { page } = e2e;
    await loginWithPanel(page, 'financier');
    await closeRiskPopup(page);
    await page.goto('/org/bill/detail/3');
    await page.getByTestId('progress-state').waitFor();
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

  // The CRM address is a build setting (VITE_CRM_URL); the demo build sets one (.env.demo).
  it('has the external CRM link in the menu, opening in a new tab', async () => {
    const { page } = e2e;
    await loginWithPanel(page, 'admin');
    const menu = page.getByRole('navigation', { name: /主菜单|Main menu/ });
    await menu.getByRole('button', { name: /其他|Others/ }).click();
    const crm = menu.getByRole('link', { name: 'CRM' });
    expect(await crm.getAttribute('href')).toBe('https://crm.example.com/');
    expect(await crm.getAttribute('target')).toBe('_blank');
    expect(await crm.getAttribute('rel')).toContain('noopener');
  });
});
