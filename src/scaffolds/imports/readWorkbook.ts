import type { CellValue } from '@/engine/importRows';

/** A workbook's first sheet: its header row's texts and the rows under it (blank rows left out). */
export interface SheetContent {
  header: string[];
  rows: { number: number; cells: CellValue[] }[];
}

/** A cell's value as plain data: rich text, links and formulas give their text or result. */
function plain(value: unknown): CellValue {
  if (value === null || value === undefined) return null;
  if (value instanceof Date || ['string', 'number', 'boolean'].includes(typeof value)) {
    return value as CellValue;
  }
  if (typeof value === 'object') {
    const cell = value as {
      richText?: { text: string }[];
      text?: unknown;
      result?: unknown;
      error?: unknown;
    };
    if (Array.isArray(cell.richText)) return cell.richText.map((part) => part.text).join('');
    if ('result' in cell) return plain(cell.result);
    if (typeof cell.text === 'string') return cell.text;
  }
  return null;
}

/** Reads an .xlsx in the browser; the spreadsheet library is loaded only now. */
export async function readWorkbook(file: Blob): Promise<SheetContent> {
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await file.arrayBuffer());
  const sheet = workbook.worksheets[0];
  if (!sheet) return { header: [], rows: [] };
  const lines: CellValue[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const values: CellValue[] = [];
    for (let column = 1; column <= sheet.columnCount; column += 1) {
      values.push(plain(row.getCell(column).value));
    }
    lines[number - 1] = values;
  });
  const [header = [], ...rest] = Array.from(lines, (line) => line ?? []);
  return {
    header: header.map((cell) => (cell === null || cell === undefined ? '' : String(cell).trim())),
    rows: rest
      .map((cells, index) => ({ number: index + 2, cells }))
      .filter(({ cells }) => cells.some((cell) => cell !== null && String(cell).trim() !== '')),
  };
}
