import {
  amountCell,
  cellValue,
  currencyOf,
  dateCell,
  PLATFORM_OFFSET_MINUTES,
  type ExportCell,
  type FieldDef,
} from '@/demoBackendSurface';
import type { EndpointContext, Resolver } from './context';
import { matchingRows } from './list';

const platformOffset = () => PLATFORM_OFFSET_MINUTES;

/** A stored value as the backend writes it: amounts and dates typed (dates in UTC+8), else as is. */
function cellOf(
  field: FieldDef,
  value: unknown,
  row: Record<string, unknown>,
): ExportCell | unknown {
  if (field.type === 'money') return amountCell(value, currencyOf(field, row));
  if (field.type === 'date' || field.type === 'month' || field.type === 'datetime')
    return dateCell(value, field.type, platformOffset);
  return value ?? '';
}

const isTyped = (cell: unknown): cell is Exclude<ExportCell, string> =>
  typeof cell === 'object' && cell !== null && 'format' in cell;

/**
 * The backend's spreadsheet export of a list: every matching record, one column per schema
 * field, named by the Content-Disposition header as a real backend would.
 */
export function spreadsheetResolver(context: EndpointContext): Resolver {
  return async ({ request, params }) => {
    const found = await matchingRows(context, request, params);
    if ('refusal' in found) return found.refusal!;
    const { default: ExcelJS } = await import('exceljs');
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet(context.schema.entity);
    const fields = Object.entries(context.schema.fields);
    sheet.addRow(fields.map(([name]) => name));
    // Amounts as numbers in their currency's decimals (the currency is a column of its own).
    for (const row of found.rows) {
      const cells = fields.map(([name, field]) => cellOf(field, row[name], row));
      const added = sheet.addRow(cells.map((cell) => (isTyped(cell) ? cellValue(cell) : cell)));
      cells.forEach((cell, index) => {
        if (isTyped(cell)) added.getCell(index + 1).numFmt = cell.format;
      });
    }
    const buffer = await workbook.xlsx.writeBuffer();
    const day = new Date().toISOString().slice(0, 10).replaceAll('-', '');
    const fileName = `${context.schema.entity}-${day}.xlsx`;
    return new Response(buffer, {
      headers: {
        'Content-Type': 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'Content-Disposition': `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      },
    }) as unknown as Awaited<ReturnType<Resolver>>;
  };
}
