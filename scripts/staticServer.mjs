import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
};
const compressible = new Set(['.html', '.js', '.mjs', '.css', '.json', '.svg']);

async function readBody(request) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  return chunks.length ? Buffer.concat(chunks) : undefined;
}

/** A Node request as a fetch Request, for handlers written against the Fetch API. */
async function toFetchRequest(request, origin) {
  const body =
    request.method === 'GET' || request.method === 'HEAD' ? undefined : await readBody(request);
  return new Request(new URL(request.url ?? '/', origin), {
    method: request.method,
    headers: Object.entries(request.headers).flatMap(([k, v]) =>
      Array.isArray(v) ? v.map((x) => [k, x]) : v === undefined ? [] : [[k, v]],
    ),
    body,
  });
}

/**
 * Serves a built single-page app over loopback: files as they are (gzip when asked, as a
 * production server would), every other path as index.html; with `api`, requests under its
 * prefixes go to that Fetch-style handler instead (the demo backend over HTTP; an answer of
 * `null` drops the connection). `headers` go
 * with every file and page (such as scripts/securityHeaders.mjs), not with the API's answers.
 */
export function startStaticServer(root, { port = 0, host = '127.0.0.1', api, headers = {} } = {}) {
  const base = root ? resolve(root) : null;
  const cache = new Map();
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    if (api && api.prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) {
      const answer = await api.handle(
        await toFetchRequest(request, `http://${request.headers.host}`),
      );
      // No answer: the connection drops, as on a network failure (scripts/misbehavingBackend.mjs).
      if (answer === null) {
        request.socket.destroy();
        return;
      }
      response.writeHead(answer.status, Object.fromEntries(answer.headers.entries()));
      response.end(Buffer.from(await answer.arrayBuffer()));
      return;
    }
    if (!base) {
      response.writeHead(404).end();
      return;
    }
    let file = normalize(join(base, path));
    if (!file.startsWith(base) || !existsSync(file) || statSync(file).isDirectory()) {
      file = join(base, 'index.html');
    }
    const extension = extname(file);
    const gzip =
      compressible.has(extension) && /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
    const key = `${file}:${gzip}`;
    if (!cache.has(key)) {
      const raw = readFileSync(file);
      cache.set(key, gzip ? gzipSync(raw) : raw);
    }
    const isAsset = file.startsWith(join(base, 'assets'));
    response.writeHead(200, {
      'Content-Type': types[extension] ?? 'application/octet-stream',
      'Cache-Control': isAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
      ...headers,
    });
    response.end(cache.get(key));
  });
  return new Promise((resolvePromise) => {
    server.listen(port, host, () => {
      const address = server.address();
      resolvePromise({
        url: `http://${host}:${address.port}`,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections?.();
            server.close(() => done());
          }),
      });
    });
  });
}
