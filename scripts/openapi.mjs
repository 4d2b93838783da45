// Writes openapi/console.json: the console's contract as an OpenAPI 3.1 document, generated from
// the declarations through the registries the console runs on (docs/backend-contract.md, "The
// OpenAPI document"). `--stdout` prints it instead of writing it.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'vite';
import { scanHandWritten } from './handWrittenCalls.mjs';

const OPENAPI_FILE = 'openapi/console.json';

const loader = await createServer({
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
  logLevel: 'silent',
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const { allResources } = await loader.ssrLoadModule('/resources/index.ts');
  const { buildOpenApi, formatOpenApi } = await loader.ssrLoadModule(
    '/src/contract/openapi/document.ts',
  );
  const { version } = JSON.parse(readFileSync('package.json', 'utf8'));
  const text = formatOpenApi(buildOpenApi(allResources, scanHandWritten(), version));
  if (process.argv.includes('--stdout')) process.stdout.write(text);
  else {
    mkdirSync('openapi', { recursive: true });
    writeFileSync(OPENAPI_FILE, text);
    const operations = text.match(/"operationId"/g)?.length ?? 0;
    console.log(`Written to ${OPENAPI_FILE}: ${operations} operations.`);
  }
} finally {
  await loader.close();
}
