import { fileURLToPath, URL } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

/**
 * The browser demo itself (dist-demo/, `npm run build:demo`): its service-worker backend, its
 * demo panel and what only the demo has. Every other end-to-end test drives the production build
 * (vitest.e2e.config.ts). The recipe of docs/adding-a-resource.md is checked in a demo of its own,
 * built from a scratch copy of the project with the recipe applied (tests/demo/recipeSetup.ts): a
 * project apart, so that its build is made only when its test runs.
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
    testTimeout: 60000,
    hookTimeout: 60000,
    // One file at a time, across both projects; every global setup runs before the first.
    fileParallelism: false,
    expect: { poll: { timeout: 10000 } },
    retry: 0,
    projects: [
      {
        extends: true,
        test: {
          name: 'demo',
          include: ['tests/demo/**/*.e2e.ts'],
          exclude: [...configDefaults.exclude, 'tests/demo/recipe.e2e.ts'],
          globalSetup: ['tests/demo/globalSetup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'recipe',
          include: ['tests/demo/recipe.e2e.ts'],
          globalSetup: ['tests/demo/recipeSetup.ts'],
        },
      },
    ],
  },
});
