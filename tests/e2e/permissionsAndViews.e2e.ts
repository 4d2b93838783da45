import ExcelJS from 'exceljs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeFindings } from './support/axe';
import { setupBrowser } from './support/browser';
import { loginAs } from './support/login';
import { chooseMenuItem, opened } from './support/settle';

const e2e = setupBrowser();

/** Picks options of an antd multiple select by typing them, as a keyboard user would. */
async function choose(page: Page, label: RegExp, typed: string, option: RegExp) {
  await page.getByLabel(label).click();
  await page.keyboard.type(typed);
  await page.getByRole('option', { name: option }).click();
  await page.keyboard.press('Escape');
}

/** The text of one role's cell in the row of an action. */
async function cellOf(page: Page, action: RegExp, role: RegExp): Promise<string> {
  const table = page.locator('.permission-map');
  const headers = await table.locator('thead th').allInnerTexts();
  const column = headers.findIndex((text) => role.test(text.trim()));
  expect(column, `column ${role}`).toBeGreaterThan(-1);
  const row = table.locator('tbody tr.ant-table-row', { hasText: action }).first();
  return (await row.locator('td').nth(column).innerText()).trim();
}

describe('the permission map', () => {
  it('shows admins that HR may not open members management, drawn from the rules', async () => {
    const { page } = e2e;
    await loginAs(page, 'admin');
    await page.goto('/system/permissions');
    await page.getByRole('heading', { name: /权限地图|Permission map/ }).waitFor();
    await choose(page, /^(角色|Roles)$/, '人事', /^(人事|HR)$/);
    await choose(page, /^(角色|Roles)$/, '超级', /超级管理员|Super administrator/);
    await choose(page, /^(区域|Areas)$/, '(Member)', /\(Member\)/);
    const open = /打开（查看）|Open \(see\)/;
    await expect.poll(() => cellOf(page, open, /^(人事|HR)$/)).toMatch(/^(无|No)$/);
    expect(await cellOf(page, open, /超级管理员|Super administrator/)).toMatch(/^(规范|Spec)$/);
    // Members management's other operations are our defaults, HR has none of them either.
    expect(await cellOf(page, /删除|Delete/, /^(人事|HR)$/)).toMatch(/^(无|No)$/);
    expect(await cellOf(page, /删除|Delete/, /超级管理员|Super administrator/)).toMatch(
      /^(默认|Default)$/,
    );
    expect(await axeFindings(page)).toEqual([]);

    // The export is the map as filtered, written by the engine's spreadsheet writer.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: /导\s?出|Export/ }).click();
    const file = await download;
    expect(file.suggestedFilename()).toMatch(/^权限地图-\d{8}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await file.path());
    const rows = workbook.worksheets[0].getSheetValues().filter(Boolean) as unknown[][];
    const header = rows[0].map(String);
    const memberRead = rows.find((row) => row.includes('Member: read'))!;
    expect(memberRead[header.indexOf('人事')]).toBe('无');
    expect(memberRead[header.indexOf('超级管理员')]).toBe('规范');
  });

  it('is not open to HR', async () => {
    const { page } = e2e;
    await loginAs(page, 'hr');
    await page.goto('/system/permissions');
    await page
      .getByText(/无权访问|not allowed/i)
      .first()
      .waitFor();
    expect(await page.locator('.permission-map').count()).toBe(0);
  });
});

describe('saved views', () => {
  it('saves the current filters as the default view, which a bare reload restores', async () => {
    const { page } = e2e;
    await loginAs(page, 'admin');
    await page.goto('/client/list');
    const filters = page.locator('form[id^="filters-"]');
    await filters.getByLabel(/客户名称|Client name/).fill('测试');
    await filters.getByRole('button', { name: /搜\s?索|Search/ }).click();
    await page.waitForURL(/clientName=/);

    await page.getByRole('button', { name: /视图|Views/ }).click();
    await chooseMenuItem(page, /保存当前视图|Save current view/);
    const dialog = await opened(
      page.getByRole('dialog', { name: /保存当前视图|Save the current view/ }),
    );
    // A view needs a name: refused with a message, nothing saved.
    await dialog.getByRole('button', { name: /保\s?存|Save/ }).click();
    await dialog.getByText(/请为视图命名|Give the view a name/).waitFor();
    await dialog.getByLabel(/^(名称|Name)$/).fill('我的客户');
    await dialog.getByLabel(/打开列表时使用此视图|Open the list with this view/).check();
    await dialog.getByRole('button', { name: /保\s?存|Save/ }).click();
    await dialog.waitFor({ state: 'hidden' });

    // Filters reset, then the page reloaded bare: the default view is back, in the URL too.
    await filters.getByRole('button', { name: /重\s?置|Reset/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.has('clientName')).toBe(false);
    await page.goto('/client/list');
    await page.reload();
    await page.waitForURL(/clientName=/);
    expect(new URL(page.url()).searchParams.get('clientName')).toBe('测试');
    await expect.poll(() => filters.getByLabel(/客户名称|Client name/).inputValue()).toBe('测试');

    // Applied from the menu after a reset, it lands in the URL like the user's own filtering.
    await filters.getByRole('button', { name: /重\s?置|Reset/ }).click();
    await expect.poll(() => new URL(page.url()).searchParams.has('clientName')).toBe(false);
    await page.getByRole('button', { name: /视图|Views/ }).click();
    await chooseMenuItem(page, /我的客户/);
    await page.waitForURL(/clientName=/);

    // The manager renames it.
    await page.getByRole('button', { name: /视图|Views/ }).click();
    await chooseMenuItem(page, /管理视图|Manage views/);
    const manage = await opened(page.getByRole('dialog', { name: /已保存的视图|Saved views/ }));
    await manage.getByRole('button', { name: /重命名|Rename/ }).click();
    await manage.getByLabel(/新名称|New name/).fill('客户·测试');
    await manage.getByRole('button', { name: /保\s?存|Save/ }).click();
    await manage.getByText('客户·测试').waitFor();
    expect(await axeFindings(page)).toEqual([]);

    // Deleting asks first; cancelled, the view stays; confirmed, it is gone.
    await manage.getByRole('button', { name: /删\s?除|Delete/ }).click();
    const ask = page.locator('.ant-popconfirm:visible');
    await ask.getByText(/确定删除视图“客户·测试”吗|Delete the view "客户·测试"/).waitFor();
    await ask.getByRole('button', { name: /取\s?消|Cancel/ }).click();
    await manage.getByText('客户·测试').waitFor();
    await manage.getByRole('button', { name: /删\s?除|Delete/ }).click();
    await page
      .locator('.ant-popconfirm:visible')
      .getByRole('button', { name: /确\s?定|OK|Confirm/ })
      .click();
    await manage.getByText(/还没有保存的视图|No saved views yet/).waitFor();
  });
});
