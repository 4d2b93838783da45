import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import { antdStaticStyles } from './scripts/antdStaticStylesPlugin';

export default defineConfig({
  // Empty outside a build: antd generates its styles at run time in tests.
  plugins: [antdStaticStyles()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  test: {
    environment: 'jsdom',
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    server: { deps: { inline: ['@refinedev/react-router'] } },
    testTimeout: 20000,
  },
});
