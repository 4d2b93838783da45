import { HttpResponse, http } from 'msw';
import { parseEndpoint, uploadEndpoint } from '@/demoBackendSurface';
import { demoErrors } from './errors';
import { fail, ok, requireUser } from './http';
import { apiPath, DEMO_FILES_PATH, demoFileUrl } from './routes';

/** Larger files are refused by the demo (it keeps them in the browser's storage). */
const MAX_DEMO_UPLOAD_BYTES = 2 * 1024 * 1024;
const STORAGE_PREFIX = 'demo-file:';
const SAMPLE = /^sample-([0-9a-f]{6})\.svg$/;

interface StoredFile {
  type: string;
  /** The bytes, base64. */
  data: string;
}

/** Uploaded files: in memory, and in localStorage where there is one, so a reload keeps them. */
const files = new Map<string, StoredFile>();

function keep(name: string, file: StoredFile): void {
  files.set(name, file);
  try {
    globalThis.localStorage?.setItem(STORAGE_PREFIX + name, JSON.stringify(file));
  } catch {
    // A full storage: the file lasts as long as the page.
  }
}

function find(name: string): StoredFile | null {
  const known = files.get(name);
  if (known) return known;
  try {
    const raw = globalThis.localStorage?.getItem(STORAGE_PREFIX + name);
    return raw ? (JSON.parse(raw) as StoredFile) : null;
  } catch {
    return null;
  }
}

/** A seeded picture: a coloured rectangle, drawn when asked for. */
function sample(colour: string): Response {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="160" height="100"><rect width="160" height="100" fill="#${colour}"/></svg>`;
  return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
}

let counter = 0;

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
    const extension = /\.[a-z0-9]{1,5}$/i.exec('name' in file ? String(file.name) : '')?.[0] ?? '';
    counter += 1;
    const name = `${Date.now().toString(36)}-${counter}${extension.toLowerCase()}`;
    keep(name, { type: file.type || 'application/octet-stream', data: btoa(binary) });
    return ok({ url: demoFileUrl(name) });
  }),
  // Files are public to whoever has their address, as on a file server: images load without
  // the token header.
  http.get(apiPath('main', `${DEMO_FILES_PATH}/:name`), ({ params }) => {
    const name = decodeURIComponent(String(params.name));
    const colour = SAMPLE.exec(name)?.[1];
    if (colour) return sample(colour);
    const file = find(name);
    if (!file) return new HttpResponse('Not found', { status: 404 });
    const bytes = Uint8Array.from(atob(file.data), (char) => char.charCodeAt(0));
    return new HttpResponse(bytes, { headers: { 'Content-Type': file.type } });
  }),
];
