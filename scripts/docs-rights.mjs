// Writes the table "Rights per operation" into docs/rights.md, between its rights:start and
// rights:end markers, generated from src/access/rules.ts (scripts/rightsTable.ts, loaded through
// Vite as scripts/demoApi.mjs loads the demo backend). `npm run docs:rights`; a unit test
// (tests/unit/access/rules.test.ts) fails while the committed table differs from what it writes.
import { readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'vite';

const file = 'docs/rights.md';
const loader = await createServer({
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
  logLevel: 'silent',
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const { rightsTable, withTable } = await loader.ssrLoadModule('/scripts/rightsTable.ts');
  const before = readFileSync(file, 'utf8');
  const table = rightsTable();
  const after = withTable(before, table);
  if (after === before) console.log(`${file}: the rights table is up to date.`);
  else {
    writeFileSync(file, after);
    console.log(`${file}: rights table written (${table.split('\n').length - 2} rows).`);
  }
} finally {
  await loader.close();
}
