import { amountCell, currencyOf, type ExportCell } from '@/demoBackendSurface';
import type { EndpointContext, Resolver } from './context';

const isAmount = (cell: unknown): cell is Exclude<ExportCell, string> =>
  typeof cell === 'object' && cell !== null && 'amount' in cell;
import { matchingRows } from './list';

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
      const cells = fields.map(([name, field]) =>
        field.type === 'money' ? amountCell(row[name], currencyOf(field, row)) : (row[name] ?? ''),
      );
      const added = sheet.addRow(cells.map((cell) => (isAmount(cell) ? cell.amount : cell)));
      cells.forEach((cell, index) => {
        if (isAmount(cell)) added.getCell(index + 1).numFmt = cell.format;
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
