import type { TFunction } from '@/i18n/translator';
import dayjs from 'dayjs';
import type { SchemaDef } from '@/engine/types';
import { amountCell, type ExportCell } from '@/engine/exportCell';
import { fieldText } from './fields/renderers';
import { currencyFieldOf, currencyOf } from './fields/money';
import { labelKey, listFields } from './schemaFields';

export type { ExportCell };

/** Saves a file the browser holds in memory under the given name. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.appendChild(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** The default name of an export: the page title and today's date. */
export function exportFileName(title: string, now = dayjs()): string {
  return `${title}-${now.format('YYYYMMDD')}.xlsx`;
}

/**
 * Rows as the list shows them, one column per listed field, values as their display text, except
 * amounts: numbers (`amountCell`) whose currency is a column of its own, the code alone, so the
 * sheet can be summed per currency. A listed field that holds amounts' currency is that column;
 * otherwise a "Currency" column follows the first amount in that currency.
 */
export function exportRows(
  schema: SchemaDef,
  rows: readonly Record<string, unknown>[],
  t: TFunction,
): { header: string[]; body: ExportCell[][] } {
  const fields = listFields(schema);
  const listed = new Set(fields.map(([name]) => name));
  const sources = new Set(fields.map(([, field]) => currencyFieldOf(field)).filter(Boolean));
  const added = new Set<string>();
  const columns: { header: string; cell: (record: Record<string, unknown>) => ExportCell }[] = [];
  for (const [name, field] of fields) {
    if (field.type === 'money') {
      columns.push({
        header: t(labelKey(schema, name)),
        cell: (record) => amountCell(record[name], currencyOf(field, record)),
      });
      const source = currencyFieldOf(field) ?? `=${String(field.currency ?? '')}`;
      if (!listed.has(source) && !added.has(source)) {
        added.add(source);
        columns.push({
          header: t('list.exportCurrency'),
          cell: (record) => currencyOf(field, record) ?? '',
        });
      }
      continue;
    }
    columns.push({
      header: t(labelKey(schema, name)),
      cell: (record) =>
        sources.has(name)
          ? String(record[name] ?? '')
          : fieldText({ name, field, value: record[name], record, t }),
    });
  }
  return {
    header: columns.map((column) => column.header),
    body: rows.map((record) => columns.map((column) => column.cell(record))),
  };
}

const cellWidth = (cell: ExportCell | undefined) =>
  cell === undefined ? 0 : typeof cell === 'string' ? cell.length : cell.format.length + 2;

/** Builds the .xlsx; the spreadsheet library is loaded only now. */
export async function buildWorkbook(sheetName: string, header: string[], body: ExportCell[][]) {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31) || 'Sheet1');
  sheet.addRow(header).font = { bold: true };
  body.forEach((cells) => {
    const row = sheet.addRow(cells.map((cell) => (typeof cell === 'string' ? cell : cell.amount)));
    cells.forEach((cell, index) => {
      if (typeof cell !== 'string') row.getCell(index + 1).numFmt = cell.format;
    });
  });
  sheet.columns.forEach((column, index) => {
    const longest = Math.max(
      header[index]?.length ?? 0,
      ...body.map((row) => cellWidth(row[index])),
    );
    column.width = Math.min(Math.max(longest + 2, 10), 60);
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}
