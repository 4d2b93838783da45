import type { ExportCell } from '@/engine/exportCell';

/**
 * What the page sends the spreadsheet worker: the sheet's name and header first, its rows in
 * parts as they are fetched (each part is copied to the worker on its own, a short task), then
 * `finish`. The worker answers `finish` with the file, or says why it could not build it.
 */
export type WorkbookRequest =
  | { type: 'start'; sheetName: string; header: string[] }
  | { type: 'rows'; body: ExportCell[][] }
  | { type: 'finish' };

export type WorkbookReply =
  { type: 'done'; buffer: ArrayBuffer } | { type: 'failed'; reason: string };

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
