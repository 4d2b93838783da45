import type { TFunction } from '@/engine/text';
import dayjs from 'dayjs';
import type { ResourceDef, SchemaDef } from '@/engine/types';
import { amountCell, type ExportCell } from '@/engine/exportCell';
import { fieldCellOf, type ReferenceLabelLookup } from './export/fieldCells';
import { currencyFieldOf, currencyOf } from '../engine/moneyFields';
import { labelKey, listFields } from './schemaFields';
import { startWorkbook, type WorkbookBuilder } from './export/workbookClient';

export type { ExportCell };
export type { ReferenceLabelLookup };

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
 * Rows as the list shows them, one column per listed field, each cell typed by its field
 * (export/fieldCells.ts: dates as dates, numbers as numbers, ids and texts as text). Amounts are
 * numbers (`amountCell`) whose currency is a column of its own, the code alone, so the sheet can
 * be summed per currency. A listed field that holds amounts' currency is that column; otherwise a
 * "Currency" column follows the first amount in that currency.
 */
export function exportRows(
  schema: SchemaDef,
  rows: readonly Record<string, unknown>[],
  t: TFunction,
  labelOf: ReferenceLabelLookup = () => undefined,
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
    const cell = fieldCellOf(name, field, schema.id, t, labelOf);
    columns.push({
      header: t(labelKey(schema, name)),
      // A currency column holds codes, whatever its type.
      cell: sources.has(name) ? (record) => String(record[name] ?? '') : cell,
    });
  }
  return {
    header: columns.map((column) => column.header),
    body: rows.map((record) => columns.map((column) => column.cell(record))),
  };
}

/** Builds an .xlsx of one sheet, off the main thread where possible (./export/workbookClient). */
export function buildWorkbook(sheetName: string, header: string[], body: ExportCell[][]) {
  const builder = startWorkbook(sheetName, header);
  builder.add(body);
  return builder.finish();
}

/** The most rows one export fetches. */
export const EXPORT_MAX_ROWS = 10_000;
/**
 * Rows asked for at a time: each part is turned into cells and handed to the spreadsheet worker
 * in a short task, so a long export never freezes the page (the file is built in the worker).
 */
export const EXPORT_PART_ROWS = 1_000;
/** Rows of a part turned into cells in one task. */
const EXPORT_SLICE_ROWS = 200;

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Exports a list, every page of it up to EXPORT_MAX_ROWS rows, to an .xlsx file named after the
 * resource (`fetchPart` asks for one page of the current filters and sort). Returns the rows saved.
 */
export async function exportList(
  resource: ResourceDef,
  t: TFunction,
  fetchPart: (
    page: number,
    size: number,
  ) => Promise<{ data: Record<string, unknown>[]; total?: unknown }>,
  labelOf?: ReferenceLabelLookup,
): Promise<number> {
  const title = t(`routes.${resource.name}`);
  let builder: WorkbookBuilder | null = null;
  let count = 0;
  for (let page = 1; count < EXPORT_MAX_ROWS; page += 1) {
    const { data, total } = await fetchPart(page, EXPORT_PART_ROWS);
    const part = data.slice(0, EXPORT_MAX_ROWS - count);
    // Turned into cells a slice at a time, the page answering in between: a part of 1,000 rows
    // at once was a 100–175 ms task (its texts, enums' labels and dates).
    for (let start = 0; start < part.length || !builder; start += EXPORT_SLICE_ROWS) {
      const slice = part.slice(start, start + EXPORT_SLICE_ROWS);
      const { header, body } = exportRows(resource.schema!, slice, t, labelOf);
      builder ??= startWorkbook(title, header);
      builder.add(body);
      count += body.length;
      await nextTask();
    }
    const known = Number(total);
    if (data.length < EXPORT_PART_ROWS || (known > 0 && count >= known)) break;
  }
  saveFile(await builder!.finish(), exportFileName(title));
  return count;
}
