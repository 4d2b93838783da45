import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import HeaviestFirst from './tests/e2e/support/heaviestFirst';

/**
 * End-to-end tests: real Chromium (playwright-core) against the production build (dist/) served
 * with the demo API over HTTP on loopback (support/globalSetup.ts). The browser demo itself is
 * tested by vitest.demo.config.ts.
 */
export default defineConfig({
  resolve: {
    alias: {
      '@': fileURLToPath(new URL('./src', import.meta.url)),
      '@demo-backend': fileURLToPath(new URL('./demo-backend', import.meta.url)),
    },
  },
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['tests/e2e/support/globalSetup.ts'],
    testTimeout: 60000,
    hookTimeout: 60000,
    // Two files at a time: the tests mostly wait on the browser (about 100 s of CPU in 320 s on a
    // 2-core machine), and one at a time took 451 s, too much of CI's 20 minutes.
    fileParallelism: true,
    maxWorkers: 2,
    // The files share their worker's modules (the resources, the seeds, the demo handlers): each
    // keeps its state in the browser and its own server, and importing them again cost a minute.
    isolate: false,
    // Under two browsers a step can take longer than the 1 s default to show; a real failure
    // still fails, after 10 s.
    expect: { poll: { timeout: 10000 } },
    // The longest files first, so the two workers finish together (support/heaviestFirst.ts).
    sequence: { sequencer: HeaviestFirst },
    // A test that fails once fails the run: it has found something (docs/testing.md).
    retry: 0,
  },
});
