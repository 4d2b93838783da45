// @vitest-environment node
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { defineSchema } from '@/engine/define';
import { amountCell } from '@/engine/exportCell';
import type { TFunction } from '@/engine/text';
import { buildWorkbook, exportRows } from '@/scaffolds/exportXlsx';

const t = ((key: string) => key) as unknown as TFunction;

const schema = defineSchema({
  entity: 'exportFixture',
  id: 'id',
  fields: {
    id: { type: 'number', list: true },
    amount: { type: 'money', currency: { field: 'currency' }, list: true },
    fee: { type: 'money', currency: { field: 'currency' }, list: true },
    currency: { type: 'reference', ref: 'currency', list: true },
    price: { type: 'money', currency: 'USD', list: true },
  },
});

describe('spreadsheet exports of amounts (issue #19 point 7)', () => {
  it('writes amounts as numbers in their currency’s decimals, and keeps what a number cannot hold as text', () => {
    expect(amountCell('1234.5', 'USD')).toEqual({ amount: 1234.5, format: '#,##0.00' });
    expect(amountCell(1200, 'JPY')).toEqual({ amount: 1200, format: '#,##0' });
    expect(amountCell('12.345', 'USD')).toEqual({ amount: 12.345, format: '#,##0.000' });
    expect(amountCell('-0.000001', 'USDT')).toEqual({ amount: -0.000001, format: '#,##0.000000' });
    expect(amountCell('12345678901234.56', 'USD')).toBe('12345678901234.56');
    expect(amountCell('', 'USD')).toBe('');
    expect(amountCell('n/a', 'USD')).toBe('n/a');
  });

  it('gives every amount a currency column of codes: the listed one, or one added after it', () => {
    const { header, body } = exportRows(
      schema,
      [{ id: 1, amount: '10.5', fee: 2, currency: 'HKD', price: '3' }],
      t,
    );
    expect(header).toEqual([
      'fields.exportFixture.id',
      'fields.exportFixture.amount',
      'fields.exportFixture.fee',
      'fields.exportFixture.currency',
      'fields.exportFixture.price',
      'list.exportCurrency',
    ]);
    expect(body[0]).toEqual([
      '1',
      { amount: 10.5, format: '#,##0.00' },
      { amount: 2, format: '#,##0.00' },
      'HKD',
      { amount: 3, format: '#,##0.00' },
      'USD',
    ]);
  });

  it('builds a sheet whose amount cells are numbers that sum', async () => {
    const rows = [
      { id: 1, amount: '0.1', currency: 'USD' },
      { id: 2, amount: '0.2', currency: 'USD' },
    ];
    const { header, body } = exportRows(schema, rows, t);
    const blob = await buildWorkbook('Sheet', header, body);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await blob.arrayBuffer());
    const sheet = workbook.worksheets[0];
    const cells = [2, 3].map((row) => sheet.getRow(row).getCell(2));
    expect(cells.map((cell) => cell.value)).toEqual([0.1, 0.2]);
    expect(cells[0].numFmt).toBe('#,##0.00');
  });
});
