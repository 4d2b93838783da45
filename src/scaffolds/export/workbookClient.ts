import type { ExportCell } from '@/engine/exportCell';
import { XLSX_TYPE, type WorkbookReply, type WorkbookRequest } from './workbookProtocol';

/** An .xlsx being built: rows are added as they come, `finish` gives the file. */
export interface WorkbookBuilder {
  add(body: ExportCell[][]): void;
  finish(): Promise<Blob>;
}

/** The file could not be built (not a failure of the data layer, which shows its own). */
export const WORKBOOK_ERROR = 'WorkbookError';
const workbookError = (reason: string) =>
  Object.assign(new Error(reason), { name: WORKBOOK_ERROR });

const fileOf = (reply: WorkbookReply | null): Blob => {
  if (reply?.type !== 'done') throw workbookError(reply?.reason ?? 'no workbook');
  return new Blob([reply.buffer], { type: XLSX_TYPE });
};

/** In a worker (Vite bundles it, with the spreadsheet library, as a file of its own). */
function inWorker(start: WorkbookRequest): WorkbookBuilder {
  const worker = new Worker(new URL('./workbook.worker.ts', import.meta.url), { type: 'module' });
  const send = (request: WorkbookRequest) => worker.postMessage(request);
  send(start);
  return {
    add: (body) => send({ type: 'rows', body }),
    finish: () =>
      new Promise<Blob>((resolve, reject) => {
        worker.onmessage = (event: MessageEvent<WorkbookReply>) => {
          worker.terminate();
          try {
            resolve(fileOf(event.data));
          } catch (error) {
            reject(error as Error);
          }
        };
        worker.onerror = (event) => {
          worker.terminate();
          reject(workbookError(event.message));
        };
        send({ type: 'finish' });
      }),
  };
}

/** In the page, where there are no workers (tests in jsdom); the library loads only now. */
function inPage(start: WorkbookRequest): WorkbookBuilder {
  const session = import('./workbookSession').then((m) => m.createWorkbookSession());
  let queue: Promise<WorkbookReply | null> = Promise.resolve(null);
  const send = (request: WorkbookRequest) => {
    queue = queue.then(async () => (await session).handle(request));
    return queue;
  };
  void send(start);
  return {
    add: (body) => void send({ type: 'rows', body }),
    finish: async () => fileOf(await send({ type: 'finish' })),
  };
}

/** Starts an .xlsx of one sheet with its header row, built off the main thread where possible. */
export function startWorkbook(sheetName: string, header: string[]): WorkbookBuilder {
  const start: WorkbookRequest = { type: 'start', sheetName, header };
  return typeof Worker === 'undefined' ? inPage(start) : inWorker(start);
}
