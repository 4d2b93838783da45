import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

/** End-to-end tests: real Chromium (playwright-core) against the demo build in dist-demo/. */
export default defineConfig({
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/globalSetup.ts'],
    testTimeout: 60000,
    hookTimeout: 60000,
    // One browser at a time keeps a 2-core machine responsive.
    fileParallelism: false,
  },
});
