import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { securityHeaders } from '../../../scripts/securityHeaders.mjs';
import { startStaticServer } from '../../../scripts/staticServer.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

export default async function setup(project: TestProject) {
  if (!existsSync('dist-demo/index.html')) {
    throw new Error(
      'dist-demo/ is missing: run `npm run build:demo` first (npm run test:e2e does).',
    );
  }
  // Every test runs under the strict Content-Security-Policy a deployment sends: a violation is a
  // console error, which fails the test (support/browser.ts).
  const server = await startStaticServer('dist-demo', { headers: securityHeaders });
  project.provide('baseURL', server.url);
  return () => server.close();
}
