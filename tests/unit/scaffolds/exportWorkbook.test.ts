// @vitest-environment node
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { createWorkbookSession } from '@/scaffolds/export/workbookSession';
import type { WorkbookReply } from '@/scaffolds/export/workbookProtocol';

async function sheetOf(reply: WorkbookReply | null) {
  expect(reply?.type).toBe('done');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load((reply as { buffer: ArrayBuffer }).buffer);
  return workbook.worksheets[0];
}

describe('the spreadsheet worker’s messages (issue #23: exports built off the main thread)', () => {
  it('builds one sheet from a header and rows sent in parts, answering only "finish"', async () => {
    const session = createWorkbookSession();
    expect(
      await session.handle({ type: 'start', sheetName: 'Clients', header: ['Name', 'Fee'] }),
    ).toBeNull();
    expect(
      await session.handle({ type: 'rows', body: [['Ann', { amount: 1.5, format: '#,##0.00' }]] }),
    ).toBeNull();
    expect(
      await session.handle({ type: 'rows', body: [['A much longer client name', '—']] }),
    ).toBeNull();
    const sheet = await sheetOf(await session.handle({ type: 'finish' }));
    expect(sheet.name).toBe('Clients');
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(1).font?.bold).toBe(true);
    expect(sheet.getRow(2).getCell(2).value).toBe(1.5);
    expect(sheet.getRow(2).getCell(2).numFmt).toBe('#,##0.00');
    expect(sheet.getRow(3).values).toEqual([undefined, 'A much longer client name', '—']);
    // Widths follow the longest text of each column, over every part.
    expect(sheet.getColumn(1).width).toBe('A much longer client name'.length + 2);
    // An amount counts as its format and two more characters ('#,##0.00' + 2), then 2 of margin.
    expect(sheet.getColumn(2).width).toBe(12);
  });

  it('says what is wrong with messages out of order or unknown, and starts afresh after a file', async () => {
    const session = createWorkbookSession();
    expect(await session.handle({ type: 'rows', body: [['x']] })).toEqual({
      type: 'failed',
      reason: 'rows before start',
    });
    expect(await session.handle({ type: 'finish' })).toEqual({
      type: 'failed',
      reason: 'finish before start',
    });
    expect(await session.handle({ type: 'other' } as never)).toEqual({
      type: 'failed',
      reason: 'unknown message',
    });
    await session.handle({ type: 'start', sheetName: '', header: ['A'] });
    const first = await sheetOf(await session.handle({ type: 'finish' }));
    expect(first.name).toBe('Sheet1');
    expect(await session.handle({ type: 'rows', body: [['x']] })).toMatchObject({ type: 'failed' });
  });
});
