import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { securityHeaders } from '../../scripts/securityHeaders.mjs';
import { startStaticServer } from '../../scripts/staticServer.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/**
 * The browser demo as `npm start` gives it, built (dist-demo/): its backend is the service worker
 * in the page, its data kept in the browser. Served with the strict security headers.
 */
export default async function setup(project: TestProject) {
  if (!existsSync('dist-demo/index.html')) {
    throw new Error(
      'dist-demo/ is missing: run `npm run build:demo` first (npm run test:demo does).',
    );
  }
  const server = await startStaticServer('dist-demo', { headers: securityHeaders });
  project.provide('baseURL', server.url);
  return () => server.close();
}
