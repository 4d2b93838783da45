// @vitest-environment node
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { defineSchema } from '@/engine/define';
import { browserOffset, dateCell } from '@/engine/exportCell';
import type { TFunction } from '@/engine/text';
import { buildWorkbook, exportRows } from '@/scaffolds/exportXlsx';
import '@/scaffolds/fields/renderers';

const t = ((key: string) => key) as unknown as TFunction;

const schema = defineSchema({
  entity: 'exportTypesFixture',
  id: 'id',
  fields: {
    id: { type: 'number', list: true },
    clientId: { type: 'number', list: true },
    name: { type: 'text', list: true },
    openedOn: { type: 'date', list: true },
    month: { type: 'month', list: true },
    createTime: { type: 'datetime', list: true },
    creditScore: { type: 'number', list: true },
    accountCount: { type: 'number', list: true },
    rate: { type: 'percent', list: true },
    amount: { type: 'money', currency: { field: 'currency' }, list: true },
    currency: { type: 'reference', ref: 'currency', list: true },
  },
});

describe('spreadsheet exports type each cell by its field (issue #39 point 3)', () => {
  it('writes dates as dates, counts as numbers, ids as text, and money as numbers beside its currency', async () => {
    const rows = [
      {
        id: '9007199254740993',
        clientId: 12,
        name: 'Blue Harbour',
        openedOn: '2024-10-04',
        month: '2024-10',
        // 2022-09-08 23:16:00 in UTC+8.
        createTime: 1662650160,
        creditScore: '87',
        accountCount: 3,
        rate: '1.21',
        amount: '1234.5',
        currency: 'USD',
      },
    ];
    const { header, body } = exportRows(schema, rows, t);
    const blob = await buildWorkbook('Sheet', header, body);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await blob.arrayBuffer());
    const row = workbook.worksheets[0].getRow(2);
    const cell = (field: string) =>
      row.getCell(header.indexOf(`fields.exportTypesFixture.${field}`) + 1);

    // Ids as text: a 64-bit id keeps every digit.
    expect(cell('id').value).toBe('9007199254740993');
    expect(cell('clientId').value).toBe('12');
    expect(cell('name').value).toBe('Blue Harbour');
    // Days and months as dates, shown as such.
    expect(cell('openedOn').value).toEqual(new Date(Date.UTC(2024, 9, 4)));
    expect(cell('openedOn').numFmt).toBe('yyyy-mm-dd');
    expect(cell('month').value).toEqual(new Date(Date.UTC(2024, 9, 1)));
    expect(cell('month').numFmt).toBe('yyyy-mm');
    // A moment at the wall-clock time the list shows, in the machine's zone (15:16 UTC).
    const instant = Date.UTC(2022, 8, 8, 15, 16);
    expect(cell('createTime').value).toEqual(new Date(instant + browserOffset(instant) * 60_000));
    expect(cell('createTime').numFmt).toBe('yyyy-mm-dd hh:mm:ss');
    // Counts and scores as numbers that sum.
    expect(cell('creditScore').value).toBe(87);
    expect(cell('accountCount').value).toBe(3);
    expect(cell('rate').value).toBe(1.21);
    expect(cell('rate').numFmt).toBe('0.00"%"');
    expect(cell('amount').value).toBe(1234.5);
    expect(cell('currency').value).toBe('USD');
  });

  it('writes a moment at the wall-clock time of the user’s zone, and what is no date as sent', () => {
    const newYork = () => -5 * 60;
    // 2022-09-08 23:16:00 UTC+8 is 10:16 in New York (UTC-5 in this test).
    expect(dateCell(1662650160, 'datetime', newYork)).toEqual({
      date: Date.UTC(2022, 8, 8, 10, 16),
      format: 'yyyy-mm-dd hh:mm:ss',
    });
    // A calendar day has no zone: the same day wherever it is opened.
    expect(dateCell('2024-10-04', 'date', newYork)).toEqual({
      date: Date.UTC(2024, 9, 4),
      format: 'yyyy-mm-dd',
    });
    expect(dateCell('0000-00-00 00:00:00', 'datetime', newYork)).toBe('0000-00-00 00:00:00');
    expect(dateCell('', 'date', newYork)).toBe('');
  });
});
