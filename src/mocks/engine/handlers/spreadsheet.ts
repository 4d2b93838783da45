import type { EndpointContext, Resolver } from './context';
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
    const fields = Object.keys(context.schema.fields);
    sheet.addRow(fields);
    for (const row of found.rows) sheet.addRow(fields.map((field) => row[field] ?? ''));
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
