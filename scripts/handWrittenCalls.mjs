// The calls written by hand in src/: `'GET /path'` literals, on the service whose client
// (`mainApi`, `adminApi`) comes last before the literal, else on the admin service when the file
// uses adminApi. Shared by `npm run endpoints` and `npm run openapi` (and the test of the latter).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

function sourceFiles(dir) {
  return readdirSync(dir)
    .sort()
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory())
        return name === 'mocks' || name === 'engine' ? [] : sourceFiles(path);
      return /\.(ts|tsx)$/.test(name) ? [path] : [];
    });
}

/** Every hand-written call under `root` (default `src`), with its service and file. */
export function scanHandWritten(root = 'src') {
  const calls = [];
  for (const file of sourceFiles(root)) {
    const text = readFileSync(file, 'utf8');
    const fileService = /adminApi\b/.test(text) ? 'admin' : 'main';
    for (const match of text.matchAll(/'((?:GET|POST) \/[\w/{}-]+(?:\?\w+)?)'/g)) {
      const clients = [...text.slice(0, match.index).matchAll(/\b(main|admin)Api\b/g)];
      const service = clients.length ? clients[clients.length - 1][1] : fileService;
      calls.push({ endpoint: match[1], service, file: relative('.', file).split('\\').join('/') });
    }
  }
  return calls;
}
