// Prints every endpoint the console calls, with its service and whether SPEC §7 names it or it is
// our assumption. `--json` prints JSON; `--check` fails when a declaration hides an assumption.
import { createServer } from 'vite';
import { scanHandWritten } from './handWrittenCalls.mjs';

const server = await createServer({
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
  logLevel: 'silent',
  optimizeDeps: { noDiscovery: true, include: [] },
});
try {
  const report = await server.ssrLoadModule('/src/engine/endpointReport.ts');
  const { allResources } = await server.ssrLoadModule('/resources/index.ts');
  const uses = report.collectEndpoints(allResources, scanHandWritten());
  if (process.argv.includes('--json')) {
    console.log(JSON.stringify(uses, null, 2));
  } else {
    const rows = uses.map((u) => [
      u.service,
      `${u.method} ${u.path}`,
      u.origin,
      u.usedBy.join(', '),
    ]);
    const widths = [7, 0, 8].map((w, i) => Math.max(w, ...rows.map((r) => r[i].length)));
    console.log(['service', 'endpoint'.padEnd(widths[1]), 'origin  ', 'used by'].join('  '));
    for (const row of rows) {
      console.log(
        [row[0].padEnd(widths[0]), row[1].padEnd(widths[1]), row[2].padEnd(8), row[3]].join('  '),
      );
    }
    const assumed = uses.filter((u) => u.origin === 'assumed').length;
    console.log(
      `\n${uses.length} endpoints: ${uses.length - assumed} named by the spec, ${assumed} assumed.`,
    );
  }
  const problems = report.unmarkedAssumptions(allResources);
  if (problems.length) {
    console.error(
      `\nDeclarations that do not mark their assumed endpoints:\n${problems.join('\n')}`,
    );
    if (process.argv.includes('--check')) process.exitCode = 1;
  }
} finally {
  await server.close();
}
