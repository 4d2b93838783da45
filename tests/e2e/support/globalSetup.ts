import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
import { answerDemoRequest, demoApiPrefixes } from '@demo-backend/httpAdapter';
import { securityHeaders } from '../../../scripts/securityHeaders.mjs';
import { startStaticServer } from '../../../scripts/staticServer.mjs';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/**
 * One server for every file: the production build (dist/, the bundle users receive) and the demo
 * API over HTTP on the same origin, as `npm run serve:dist` serves them. Each browser context
 * works in a demo workspace of its own (support/browser.ts).
 */
export default async function setup(project: TestProject) {
  if (!existsSync('dist/index.html')) {
    throw new Error('dist/ is missing: run `npm run build` first (npm run test:e2e does).');
  }
  // Every test runs under the strict Content-Security-Policy a deployment sends: a violation is a
  // console error, which fails the test (support/browser.ts).
  const server = await startStaticServer('dist', {
    api: { prefixes: demoApiPrefixes, handle: answerDemoRequest },
    headers: securityHeaders,
  });
  project.provide('baseURL', server.url);
  return () => server.close();
}
