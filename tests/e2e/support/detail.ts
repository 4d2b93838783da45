import type { Locator, Page } from 'playwright-core';
import { loginAs } from './login';
import { chooseMenuItem, opened } from './settle';

/** The detail page's header card, where a record's actions are. */
export const detailHeader = (page: Page) => page.locator('main .ant-card-head').first();

/** A field's value on the detail page, by its label. */
export const detailValue = (page: Page, label: string) =>
  page
    .locator('.ant-descriptions-item-label', { hasText: new RegExp(`^${label}$`) })
    .first()
    .locator('xpath=following-sibling::*[1]');

/** Answers the open confirmation dialog with OK. */
export async function confirmDialog(page: Page) {
  // The newest dialog: the one answered before may still be fading out, its button still there.
  const dialog = await opened(page.getByRole('dialog').last());
  await dialog.getByRole('button', { name: /确\s?定|^OK$/ }).click();
}

/** Runs an action of the detail page's header, answering its confirmation when it asks one. */
export async function runHeaderAction(page: Page, name: string | RegExp, confirms = true) {
  await detailHeader(page).getByRole('button', { name }).click();
  if (confirms) await confirmDialog(page);
}

/** Another user signs in on the same browser: the demo's data (local storage) stays. */
export async function switchTo(page: Page, username: string) {
  await page.context().clearCookies();
  await loginAs(page, username);
}

/**
 * Runs a row's action from its buttons or its "more" menu, answering the confirmation (the admin
 * interface is in Chinese, a reseller's in English).
 */
export async function runRowAction(page: Page, row: Locator, name: RegExp) {
  const button = row.getByRole('button', { name });
  if (await button.count()) await button.click();
  else {
    await row.getByRole('button', { name: /更\s?多|^More$/ }).click();
    await chooseMenuItem(page, name);
  }
  await confirmDialog(page);
}
