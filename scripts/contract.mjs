// Checks a live backend against what the console assumes (docs/backend-contract.md, "Checking a
// backend against the contract"): every read operation of openapi/console.json (lists, details,
// option lists, hand-written reads), sent as GET with a small page size, each answer validated
// against the document's schema and judged by the data layer's own reading. Nothing that writes
// is ever called.
//   npm run contract -- --main https://staging.example.com/api \
//     --admin https://staging-admin.example.com/admin-api --token <token>
// Options: --page-size N (default 5), --lang cn|en, --domain <the console's host name, default
// the main service's>, --out <file> (default contract-results/contract.json), --openapi <file>
// (default openapi/console.json). Prints a table; exits 1 when an answer does not fit.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { createServer } from 'vite';

const arg = (name, fallback) => {
  const index = process.argv.indexOf(name);
  return index > 0 && process.argv[index + 1] !== undefined ? process.argv[index + 1] : fallback;
};
const main = arg('--main');
const admin = arg('--admin', main);
const token = arg('--token');
if (!main || !token) {
  console.error('Usage: npm run contract -- --main URL [--admin URL] --token TOKEN');
  console.error(
    '       [--page-size N] [--lang cn|en] [--domain HOST] [--out contract-results/contract.json]',
  );
  console.error('       [--openapi openapi/console.json]');
  process.exit(2);
}
const out = arg('--out', 'contract-results/contract.json');
// The reads and the schemas of their answers: the OpenAPI document (`npm run openapi`).
const document = JSON.parse(readFileSync(arg('--openapi', 'openapi/console.json'), 'utf8'));

const loader = await createServer({
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
  logLevel: 'silent',
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const { allResources } = await loader.ssrLoadModule('/resources/index.ts');
  const { runContractCheck } = await loader.ssrLoadModule('/src/contract/run.ts');
  const { formatContractTable } = await loader.ssrLoadModule('/src/contract/table.ts');
  const report = await runContractCheck(allResources, {
    main,
    admin,
    token,
    pageSize: Number(arg('--page-size', 5)),
    language: arg('--lang', 'cn') === 'en' ? 'en' : 'cn',
    domain: arg('--domain'),
    document,
  });
  console.log(formatContractTable(report));
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, `${JSON.stringify(report, null, 2)}\n`);
  console.log(`Written to ${out}`);
  if (report.summary.misfits > 0) process.exitCode = 1;
} finally {
  await loader.close();
}
