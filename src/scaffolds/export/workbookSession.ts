import ExcelJS from 'exceljs';
import { cellValue, type ExportCell } from '@/engine/exportCell';
import type { WorkbookReply, WorkbookRequest } from './workbookProtocol';

const cellWidth = (cell: ExportCell | undefined) =>
  cell === undefined ? 0 : typeof cell === 'string' ? cell.length : cell.format.length + 2;

/**
 * Builds one .xlsx from the messages of `WorkbookRequest`, in the spreadsheet worker (or in the
 * page where there are no workers). Amounts and numbers are number cells, dates date cells, each
 * with its format; every column is as wide as its longest text (10 to 60 characters).
 */
export function createWorkbookSession() {
  let workbook: ExcelJS.Workbook | null = null;
  let sheet: ExcelJS.Worksheet | null = null;
  let widths: number[] = [];

  const addRows = (body: ExportCell[][]) => {
    for (const cells of body) {
      const row = sheet!.addRow(cells.map(cellValue));
      cells.forEach((cell, index) => {
        if (typeof cell !== 'string') row.getCell(index + 1).numFmt = cell.format;
        widths[index] = Math.max(widths[index] ?? 0, cellWidth(cell));
      });
    }
  };

  /** Handles one message; answers `finish` (and a message out of order) with a reply. */
  async function handle(request: WorkbookRequest): Promise<WorkbookReply | null> {
    try {
      switch (request?.type) {
        case 'start':
          workbook = new ExcelJS.Workbook();
          sheet = workbook.addWorksheet(request.sheetName.slice(0, 31) || 'Sheet1');
          sheet.addRow(request.header).font = { bold: true };
          widths = request.header.map((text) => text.length);
          return null;
        case 'rows':
          if (!sheet || !Array.isArray(request.body)) return failed('rows before start');
          addRows(request.body);
          return null;
        case 'finish': {
          if (!workbook || !sheet) return failed('finish before start');
          sheet.columns.forEach((column, index) => {
            column.width = Math.min(Math.max((widths[index] ?? 0) + 2, 10), 60);
          });
          // exceljs gives a Buffer (a view) in browsers: the reply carries a copy of its bytes alone.
          const buffer = new Uint8Array(await workbook.xlsx.writeBuffer()).buffer;
          workbook = null;
          sheet = null;
          return { type: 'done', buffer };
        }
        default:
          return failed('unknown message');
      }
    } catch (error) {
      return failed(error instanceof Error ? error.message : String(error));
    }
  }

  return { handle };
}

const failed = (reason: string): WorkbookReply => ({ type: 'failed', reason });
