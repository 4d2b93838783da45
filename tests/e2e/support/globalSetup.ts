import { existsSync } from 'node:fs';
import type { TestProject } from 'vitest/node';
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
  const server = await startStaticServer('dist-demo');
  project.provide('baseURL', server.url);
  return () => server.close();
}
