// @vitest-environment node
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { baseUrls, headers } from '@/data/contract';
import { loginAs } from './client';
import { setupDemoServer } from './server';

setupDemoServer();

describe("the backend's spreadsheet exports", () => {
  it('answer the filtered list as an .xlsx named by Content-Disposition', async () => {
    const token = await loginAs('admin');
    const response = await fetch(`http://localhost${baseUrls.main}/client/exportExcel?status=2`, {
      headers: { [headers.token]: headers.tokenValue(token) },
    });
    expect(response.headers.get('Content-Type')).toContain('spreadsheetml');
    expect(response.headers.get('Content-Disposition')).toMatch(
      /^attachment; filename\*=UTF-8''client-\d{8}\.xlsx$/,
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const sheet = workbook.worksheets[0];
    const header = sheet.getRow(1).values as unknown[];
    const statusColumn = header.indexOf('status');
    expect(statusColumn).toBeGreaterThan(0);
    expect(sheet.rowCount).toBeGreaterThan(2);
    for (let row = 2; row <= sheet.rowCount; row += 1) {
      expect(sheet.getRow(row).getCell(statusColumn).value).toBe(2);
    }
  });

  it('refuse a missing session like every call', async () => {
    const response = await fetch(`http://localhost${baseUrls.main}/client/exportExcel`);
    expect(await response.json()).toMatchObject({ code: -201 });
  });
});
