import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { DEMO_DB_STORAGE_KEY, type PersistedSnapshot } from '@demo-backend/persistence';
import { setupBrowser } from '../e2e/support/browser';
import { closeRiskPopup } from '../e2e/support/login';
import { chooseMenuItem, opened } from '../e2e/support/settle';
import { rows } from '../e2e/support/table';
import { loginWithPanel } from './panel';

/**
 * docs/adding-a-resource.md's recipe in the browser demo: the demo built from a copy of the
 * project with the recipe's four blocks applied as written (tests/demo/recipeSetup.ts), its
 * backend the service worker in the page, its data kept in the browser's storage.
 */
const e2e = setupBrowser({ baseURL: () => inject('recipeBaseURL') });

const mainMenu = (page: Page) => page.getByRole('navigation', { name: '主菜单' });
const drawer = (page: Page) => page.locator('.ant-drawer-content');
/** The drawer slides in; its fields are used once it stands still. */
const drawerOpened = (page: Page) => opened(page.locator('.ant-drawer-content-wrapper').last());
/** The list's total under the table: `共 12 条`. */
const total = async (page: Page) =>
  Number(/共 (\d+) 条/.exec(await page.locator('.ant-pagination-total-text').innerText())?.[1]);

describe("docs/adding-a-resource.md's recipe in the browser demo", () => {
  it('gives admin the suppliers: menu entry, list, filter, drawer, the hold with its reason, kept after a reload', async () => {
    const { page } = e2e;
    await loginWithPanel(page, 'admin');

    // The menu entry under "Others" opens the list of the seeded suppliers.
    await mainMenu(page).getByRole('button', { name: /其他/ }).click();
    await mainMenu(page).getByRole('link', { name: '供应商' }).click();
    await page.waitForURL('**/supplier/list');
    await rows(page).first().waitFor();
    const seeded = await total(page);
    expect(seeded).toBeGreaterThan(0);

    // Added in the drawer: its name is required (the schema's `form.required`).
    await page.getByRole('button', { name: /新\s?增/ }).click();
    await drawerOpened(page);
    await drawer(page)
      .getByRole('button', { name: /保\s?存/ })
      .click();
    await drawer(page).getByText('名称不能为空').waitFor();
    await drawer(page).getByLabel('名称').fill('Acme Supplies');
    await drawer(page).getByLabel('联系邮箱').fill('orders@acme.test');
    await drawer(page)
      .getByRole('button', { name: /保\s?存/ })
      .click();
    await page.getByText('已保存').waitFor();
    await expect.poll(() => total(page)).toBe(seeded + 1);

    // Found with the list's filter by name, active.
    const filters = page.locator('#filters-supplier');
    await filters.getByLabel('名称').fill('Acme Supplies');
    await filters.getByRole('button', { name: /搜\s?索/ }).click();
    await page.waitForURL(/name=Acme/);
    await expect.poll(() => rows(page).count()).toBe(1);
    const row = rows(page).first();
    await row.getByText('Acme Supplies').waitFor();
    await row.getByText('合作中').waitFor();

    // Edited in the drawer, which opens with its values.
    await row.getByRole('button', { name: /编\s?辑/ }).click();
    await drawerOpened(page);
    const email = drawer(page).getByLabel('联系邮箱');
    await expect.poll(() => email.inputValue()).toBe('orders@acme.test');
    await email.fill('sales@acme.test');
    await drawer(page)
      .getByRole('button', { name: /保\s?存/ })
      .click();
    await row.getByText('sales@acme.test').waitFor();

    // Put on hold from the row's menu, with the reason its dialog asks for.
    await row.getByRole('button', { name: /更\s?多/ }).click();
    await chooseMenuItem(page, /挂\s?起/);
    const dialog = await opened(page.getByRole('dialog').last());
    await dialog.getByRole('button', { name: /确\s?定/ }).click();
    await dialog.getByText(/不能为空/).waitFor();
    await dialog.getByLabel('挂起原因').fill('Late deliveries');
    await dialog.getByRole('button', { name: /确\s?定/ }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row.getByText('已挂起').waitFor();
    expect(await row.getByText('合作中').count()).toBe(0);
    // On hold, it is not offered again: the row has no menu left.
    expect(await row.getByRole('button', { name: /更\s?多/ }).count()).toBe(0);

    // A new load reads the browser's store again: the supplier is still there, on hold.
    await page.reload();
    await rows(page).first().getByText('Acme Supplies').waitFor();
    await expect.poll(() => rows(page).count()).toBe(1);
    await rows(page).first().getByText('已挂起').waitFor();
    await rows(page).first().getByText('sales@acme.test').waitFor();
    // The reason is kept in the record's `suspendReason`, in the browser's storage.
    const stored = await page.evaluate(
      (key) => JSON.parse(localStorage.getItem(key) ?? 'null') as PersistedSnapshot | null,
      DEMO_DB_STORAGE_KEY,
    );
    expect(stored?.db.changes.supplier?.rows).toContainEqual(
      expect.objectContaining({
        name: 'Acme Supplies',
        contactEmail: 'sales@acme.test',
        status: 2,
        suspendReason: 'Late deliveries',
      }),
    );
  });

  it('gives a user without the right no menu entry, and the 403 page on /supplier/list', async () => {
    const { page } = e2e;
    await loginWithPanel(page, 'financier');
    await closeRiskPopup(page);
    await mainMenu(page).getByRole('button', { name: /其他/ }).click();
    await mainMenu(page).getByRole('link', { name: '报表' }).waitFor();
    expect(await mainMenu(page).getByRole('link', { name: '供应商' }).count()).toBe(0);

    await page.goto('/supplier/list');
    await page.locator('.ant-result-403').getByRole('heading', { name: '无权访问' }).waitFor();
    expect(await rows(page).count()).toBe(0);
  });
});
