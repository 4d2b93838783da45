// Fails when the production build (dist/) carries any demo-backend code, or keeps a module of a
// package marked side-effect free that no e2e test vouches for (scripts/sideEffectFree.mjs).
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { checkSideEffectFree } from './sideEffectFree.mjs';

const root = 'dist';
const markers = ['mockServiceWorker', 'setupWorker', 'msw/browser', 'demo-db', 'demoCaptchaAnswer'];

function files(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

const found = [];
for (const file of files(root)) {
  if (file.endsWith('mockServiceWorker.js')) found.push(`${file}: the MSW worker file`);
  if (!/\.(js|html|css)$/.test(file)) continue;
  const text = readFileSync(file, 'utf8');
  for (const marker of markers) if (text.includes(marker)) found.push(`${file}: "${marker}"`);
}

if (found.length) {
  console.error('The production build contains demo-backend code:\n' + found.join('\n'));
  process.exit(1);
}
console.log(`dist/ is free of demo-backend code (${files(root).length} files checked).`);

const sideEffectProblems = checkSideEffectFree(root);
if (sideEffectProblems.length) {
  console.error('Packages marked side-effect free:\n' + sideEffectProblems.join('\n'));
  process.exit(1);
}
console.log('dist/ keeps no module of a package marked side-effect free that no e2e test opens.');
