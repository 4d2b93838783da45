// The spreadsheet worker: builds an export's .xlsx off the page's main thread (a sheet of 10,000
// rows took the page's thread for seconds). Protocol: ./workbookProtocol.ts.
import { createWorkbookSession } from './workbookSession';
import type { WorkbookReply, WorkbookRequest } from './workbookProtocol';

/** The worker's global scope, as far as it is used (the project's types are the page's). */
interface WorkerScope {
  onmessage: ((event: MessageEvent<WorkbookRequest>) => void) | null;
  postMessage(message: WorkbookReply, transfer: Transferable[]): void;
}

const session = createWorkbookSession();
const scope = self as unknown as WorkerScope;

scope.onmessage = (event: MessageEvent<WorkbookRequest>) => {
  void session.handle(event.data).then((reply) => {
    if (!reply) return;
    try {
      scope.postMessage(reply, reply.type === 'done' ? [reply.buffer] : []);
    } catch (error) {
      scope.postMessage({ type: 'failed', reason: String(error) }, []);
    }
  });
};
