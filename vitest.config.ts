import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import { antdStaticStyles } from './scripts/antdStaticStylesPlugin.ts';
import { localeParts } from './scripts/localePartsPlugin.ts';

export default defineConfig({
  // The language files split as in the app; antd's baked styles are empty outside a build.
  plugins: [antdStaticStyles(), localeParts()],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      // Tests load antd's CommonJS build: deep imports (lazy dropdowns, dialogs) must reach the
      // same copy, the one the React 19 patch is applied to.
      { find: /^antd\/es\/(.*)$/, replacement: 'antd/lib/$1' },
    ],
  },
  test: {
    environment: 'jsdom',
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    testTimeout: 20000,
  },
});
