import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from './support/browser';
import { loginAs } from './support/login';
import { chooseMenuItem, opened } from './support/settle';

const e2e = setupBrowser();

describe('a screen from a declaration', () => {
  it('creates a currency, finds it with a filter, edits it and deletes it', async () => {
    const { page } = e2e;
    await loginAs(page, 'admin');
    await page.goto('/option/currency');
    await page.locator('.ant-table-row').first().waitFor();

    await page.getByRole('button', { name: /新\s?增/ }).click();
    const drawer = page.locator('.ant-drawer-content');
    await drawer.getByLabel('币种代码').fill('CHF');
    await drawer.getByLabel('中文名称').fill('瑞士法郎');
    await drawer.getByRole('button', { name: /保\s?存/ }).click();
    await page.getByText('已保存').waitFor();

    const filters = page.locator('#filters-currency');
    await filters.getByLabel('币种代码').fill('CHF');
    await filters.getByRole('button', { name: /搜\s?索/ }).click();
    await page.waitForURL(/currency=CHF/);
    const rows = page.locator('.ant-table-row');
    await expect.poll(() => rows.count()).toBe(1);
    await rows.first().getByText('瑞士法郎').waitFor();

    // The filtered view survives a reload: it lives in the URL.
    await page.reload();
    await rows.first().getByText('瑞士法郎').waitFor();
    expect(await filters.getByLabel('币种代码').inputValue()).toBe('CHF');

    await rows
      .first()
      .getByRole('button', { name: /编\s?辑/ })
      .click();
    await drawer.getByLabel('中文名称').fill('瑞郎');
    await drawer.getByRole('button', { name: /保\s?存/ }).click();
    await rows.first().getByText('瑞郎').waitFor();

    await rows
      .first()
      .getByRole('button', { name: /更\s?多/ })
      .click();
    await chooseMenuItem(page, '删除');
    // A click while the confirmation still zooms in can land beside its button, and is lost.
    const confirm = await opened(page.locator('.ant-modal-confirm'));
    await confirm.getByRole('button', { name: /删\s?除/ }).click();
    await page.getByText('已删除').waitFor();
    await expect.poll(() => rows.count()).toBe(0);
    await page.locator('.ant-empty-description', { hasText: '暂无数据' }).waitFor();
  });

  it('answers an empty members form with translated messages, and keeps what was typed', async () => {
    const { page } = e2e;
    await loginAs(page, 'admin');
    await page.goto('/adminUser/list');
    await page.getByRole('button', { name: /新\s?增/ }).click();
    const drawer = page.locator('.ant-drawer-content');
    await drawer.getByRole('button', { name: /保\s?存/ }).click();
    for (const text of ['姓名不能为空', '角色不能为空', '是否组长不能为空', '邮箱不能为空']) {
      await drawer.getByText(text).waitFor();
    }
    await drawer.getByLabel('邮箱').fill('wrong@');
    await drawer.getByText('邮箱格式不正确').waitFor();
    await drawer.getByLabel('姓名').fill('田甜');
    await drawer.getByRole('button', { name: /保\s?存/ }).click();
    await drawer.getByText('邮箱格式不正确').waitFor();
    expect(await drawer.getByLabel('姓名').inputValue()).toBe('田甜');
  });

  it('asks before leaving a form with unsaved changes', async () => {
    const { page } = e2e;
    await loginAs(page, 'admin');
    await page.goto('/option/currency?drawer=create');
    const drawer = page.locator('.ant-drawer-content');
    await drawer.getByLabel('币种代码').fill('SEK');
    await drawer.getByRole('button', { name: /取\s?消/ }).click();
    const confirm = page.locator('.ant-modal-confirm');
    await confirm.getByText('您的修改尚未保存，确定离开吗？').waitFor();
    await (await opened(confirm)).getByRole('button', { name: /留\s?下/ }).click();
    expect(await drawer.getByLabel('币种代码').inputValue()).toBe('SEK');
  });

  it("exports the filtered list to .xlsx, and downloads the backend's spreadsheet by its name", async () => {
    const { page } = e2e;
    await loginAs(page, 'admin');
    await page.goto('/client/list?status=2');
    await page.locator('.ant-table-row').first().waitFor();
    const ours = page.waitForEvent('download');
    await page.getByRole('button', { name: /导\s?出/ }).click();
    const download = await ours;
    expect(download.suggestedFilename()).toMatch(/^客户列表-\d{8}\.xlsx$/);
    // Built in the spreadsheet worker under the strict CSP: a whole sheet of the filtered list.
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0];
    const total = (await page.locator('.ant-pagination-total-text').textContent()) ?? '';
    expect(sheet.rowCount - 1).toBe(Number(/\d+/.exec(total)?.[0]));
    const header = sheet.getRow(1).values as unknown[];
    expect(header).toContain('客户名称');
    const statuses = new Set(sheet.getColumn(header.indexOf('合作状态')).values.slice(2));
    expect([...statuses]).toEqual([
      await page.locator('.ant-table-row .value-tag').first().textContent(),
    ]);
    // Each cell typed by its field: dates as dates, counts as numbers, ids as text, client types
    // by name (issue #39 point 3).
    const first = sheet.getRow(2);
    const cellOf = (name: string) => first.getCell(header.indexOf(name));
    expect(cellOf('创建时间').value).toBeInstanceOf(Date);
    expect(cellOf('创建时间').numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    expect(typeof cellOf('信用分').value).toBe('number');
    expect(typeof cellOf('广告账户数').value).toBe('number');
    expect(typeof cellOf('钱包余额').value).toBe('number');
    expect(typeof cellOf('客户 ID').value).toBe('string');
    expect(String(cellOf('客户类型').value)).not.toMatch(/^\d+$/);
    const theirs = page.waitForEvent('download');
    await page.getByRole('button', { name: /下载报表/ }).click();
    expect((await theirs).suggestedFilename()).toMatch(/^client-\d{8}\.xlsx$/);
  });
});

describe('a wide list', () => {
  it('keeps its first column in view, on top, while it scrolls sideways to its actions', async () => {
    const { page } = e2e;
    await page.setViewportSize({ width: 1024, height: 768 });
    await loginAs(page, 'admin');
    await page.goto('/client/list');
    const row = page.locator('.ant-table-tbody tr.ant-table-row').first();
    await row.waitFor();
    const scroller = page.locator('.resource-table .ant-table-container');
    const frame = (await scroller.boundingBox())!;
    expect(await scroller.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeGreaterThan(100);
    // Scrolled to the end, where the actions are (nothing is pinned over them there).
    await scroller.evaluate((el) => {
      el.scrollLeft = el.scrollWidth;
    });
    // Whatever the cell under a cell's middle, it is that cell: nothing covers it.
    const onTop = (cell: string) =>
      row.locator(cell).evaluate((td) => {
        const box = td.getBoundingClientRect();
        const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
        return { left: box.left, right: box.right, covered: !td.contains(hit) };
      });
    const first = await onTop('td.cell-pin-start');
    const actions = await onTop('td.row-actions-cell');
    expect(first.covered).toBe(false);
    expect(actions.covered).toBe(false);
    expect(first.left).toBeGreaterThanOrEqual(frame.x);
    expect(actions.right).toBeLessThanOrEqual(frame.x + frame.width + 1);
    expect(await row.locator('td.row-actions-cell').innerText()).toMatch(/查\s?看/);
  });
});
