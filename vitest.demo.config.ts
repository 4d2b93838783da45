import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';

/**
 * The browser demo itself (dist-demo/, `npm run build:demo`): its service-worker backend, its
 * demo panel and what only the demo has. Every other end-to-end test drives the production build
 * (vitest.e2e.config.ts).
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
    include: ['tests/demo/**/*.e2e.ts'],
    globalSetup: ['tests/demo/globalSetup.ts'],
    testTimeout: 60000,
    hookTimeout: 60000,
    fileParallelism: false,
    expect: { poll: { timeout: 10000 } },
    retry: 0,
  },
});
