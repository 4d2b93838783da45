import type { TFunction } from '@/i18n/translator';
import dayjs from 'dayjs';
import type { SchemaDef } from '@/engine/types';
import { fieldText } from './fields/renderers';
import { labelKey, listFields } from './schemaFields';

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

/** Rows as the list shows them: one column per listed field, values as their display text. */
export function exportRows(
  schema: SchemaDef,
  rows: readonly Record<string, unknown>[],
  t: TFunction,
): { header: string[]; body: string[][] } {
  const fields = listFields(schema);
  return {
    header: fields.map(([name]) => t(labelKey(schema, name))),
    body: rows.map((record) =>
      fields.map(([name, field]) => fieldText({ name, field, value: record[name], record, t })),
    ),
  };
}

/** Builds the .xlsx; the spreadsheet library is loaded only now. */
export async function buildWorkbook(sheetName: string, header: string[], body: string[][]) {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31) || 'Sheet1');
  sheet.addRow(header).font = { bold: true };
  body.forEach((row) => sheet.addRow(row));
  sheet.columns.forEach((column, index) => {
    const longest = Math.max(
      header[index]?.length ?? 0,
      ...body.map((row) => row[index]?.length ?? 0),
    );
    column.width = Math.min(Math.max(longest + 2, 10), 60);
  });
  const buffer = await workbook.xlsx.writeBuffer();
  return new Blob([buffer], {
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  });
}
