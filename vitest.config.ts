import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import { antdStaticStyles } from './scripts/antdStaticStylesPlugin.ts';
import { libraryPatches, libraryPatchesPlugin } from './scripts/libraryPatches.ts';
import { localeParts } from './scripts/localePartsPlugin.ts';

export default defineConfig({
  // The language files split as in the app; antd's baked styles are empty outside a build.
  // As in the build (vite.config.ts), Refine's URL helpers run on the qs stand-in.
  plugins: [
    antdStaticStyles(),
    localeParts(),
    libraryPatchesPlugin(libraryPatches.filter((patch) => patch.package === 'qs')),
  ],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) },
      {
        find: '@demo-backend',
        replacement: fileURLToPath(new URL('./demo-backend', import.meta.url)),
      },
    ],
  },
  test: {
    environment: 'jsdom',
    include: ['tests/unit/**/*.test.{ts,tsx}', 'tests/integration/**/*.test.{ts,tsx}'],
    setupFiles: ['tests/setup.ts'],
    testTimeout: 60000,
    // Both cores: vitest leaves one to itself by default (cpus − 1), which on a 2-core machine ran
    // the files one at a time (538 s; 329 s with two).
    maxWorkers: 2,
    // Worker threads start and tear down each file's environment faster than child processes
    // (about 20 s of the suite on a 2-core machine); no test needs a process of its own.
    pool: 'threads',
    // One copy of react-router: Refine's bindings would otherwise load its CommonJS build.
    server: { deps: { inline: ['@refinedev/react-router'] } },
  },
});
