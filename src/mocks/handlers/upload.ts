import { HttpResponse, http } from 'msw';
import { parseEndpoint, uploadEndpoint } from '@/data/contract';
import { demoErrors } from './errors';
import { fail, ok, requireUser } from './http';
import { apiPath } from './routes';

/** The demo keeps no files: an upload answers the file itself as a data URL (up to 2 MB). */
const MAX_DEMO_UPLOAD_BYTES = 2 * 1024 * 1024;

export const uploadHandlers = [
  http.post(apiPath('main', parseEndpoint(uploadEndpoint).path), async ({ request }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    const entry = (await request.formData()).get('file');
    // Duck-typed: the File may come from another realm (jsdom, the service worker).
    const file =
      typeof entry === 'object' && entry !== null && 'arrayBuffer' in entry ? entry : null;
    if (!file || file.size === 0) {
      return fail(request, demoErrors.required, { field: 'file' });
    }
    if (file.size > MAX_DEMO_UPLOAD_BYTES) return fail(request, demoErrors.fileTooLarge);
    const bytes = new Uint8Array(await file.arrayBuffer());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    const type = file.type || 'application/octet-stream';
    return ok({ url: `data:${type};base64,${btoa(binary)}` });
  }),
];
