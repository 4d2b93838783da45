// Serves the demo backend over HTTP on loopback: `/api` and `/admin-api` answered by the same
// handlers as the browser demo and the tests. With `--dist <dir>` it also serves that build on the
// same origin, as a reverse proxy in front of a real backend would (with its security headers).
//   npm run demo-api                      → API only, http://127.0.0.1:3001
//   npm run build && npm run serve:dist   → dist/ + API, http://127.0.0.1:4173
import { securityHeaders } from './securityHeaders.mjs';
import { startStaticServer } from './staticServer.mjs';
import { loadDemoApi } from './demoApi.mjs';

const arg = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index > 0 ? process.argv[index + 1] : fallback;
};
const dist = arg('--dist', null);
const port = Number(arg('--port', dist ? 4173 : 3001));

const demo = await loadDemoApi();
const server = await startStaticServer(dist, { port, api: demo.api, headers: securityHeaders });
console.log(`Demo API on ${server.url}${demo.api.prefixes.join(`, ${server.url}`)}`);
if (dist) console.log(`Serving ${dist}/ on ${server.url}`);

const stop = async () => {
  await server.close();
  await demo.close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
