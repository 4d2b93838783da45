import { fileURLToPath, URL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin, type ProxyOptions } from 'vite';
import { antdStaticStyles } from './scripts/antdStaticStylesPlugin.ts';
import { bootScreen } from './scripts/bootScreenPlugin.ts';
import { localeParts } from './scripts/localePartsPlugin.ts';
import { libraryPatchesPlugin } from './scripts/libraryPatches.ts';
import { namedChunks } from './scripts/namedChunksPlugin.ts';
import { moduleSideEffects } from './scripts/sideEffectFree.mjs';
import { sideEffectFreeReport } from './scripts/sideEffectFreePlugin.ts';

/** Proxies an API prefix to a real backend when its target is given (e.g. MAIN_API_TARGET). */
function proxyTo(target: string | undefined, prefix: string): Record<string, ProxyOptions> {
  if (!target) return {};
  return {
    [prefix]: {
      target,
      changeOrigin: true,
      rewrite: (path) => path.slice(prefix.length) || '/',
    },
  };
}

/**
 * Gives each build an id: the bundle knows it as `__APP_VERSION__` and the build writes it to
 * `version.json`, which the running app polls to reload on a new deployment
 * (src/layout/versionCheck.ts).
 */
function buildVersion(): Plugin {
  const id = process.env.BUILD_ID || Date.now().toString(36);
  return {
    name: 'build-version',
    config: (_, { command }) => ({
      define: { __APP_VERSION__: JSON.stringify(command === 'build' ? id : 'dev') },
    }),
    generateBundle() {
      this.emitFile({
        type: 'asset',
        fileName: 'version.json',
        source: `${JSON.stringify({ version: id })}\n`,
      });
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = { ...process.env, ...loadEnv(mode, process.cwd(), '') };
  const demo = env.VITE_DEMO === '1';
  // Chunks by what loads together: the boot (login and shell basics), the console, list pages;
  // and the mobile pages, which boot on their own (src/main.tsx).
  const chunks = namedChunks([
    // The console's boot (login and shell basics): an entry of the build (below), so that only
    // what it imports at start is in it.
    { name: 'boot', roots: ['src/app/consoleBoot.tsx'], initial: true },
    // With the rights check the data provider makes first (src/data/createData.ts), so that the
    // boot's early list call does not wait for the console's code.
    { name: 'route', roots: ['src/app/routePreload.ts', 'src/access/can.ts'] },
    { name: 'console', roots: ['src/app/ConsoleApp.tsx'] },
    { name: 'list', roots: ['src/scaffolds/ResourceListPage.tsx'] },
    // antd's App (messages, dialogs) on its own, loaded by the console after its first page is
    // up (src/ui/feedback.ts). Last: a chunk takes the libraries its modules import, and what
    // the console or a list also needs (key codes) must stay with them, or they would wait for
    // this one. The login page loads it (with the console's and a list's code it shares) only
    // when it has a message to show, such as a failed call.
    { name: 'feedback', roots: ['src/ui/standaloneFeedback.tsx', 'src/ui/FeedbackHost.tsx'] },
    // The mobile pages (docs/mobile.md): what they share with the console
    // (React, the router, the data provider, the declarations) goes to chunks both load
    // (boot-h5, route-h5…, lazy-h5), so that an /h5/ page loads none of the console's own code.
    { name: 'h5', roots: ['src/app/mobileBoot.tsx'], apart: true },
    // What the mobile pages load only when asked or once the first cards are shown: the login
    // form, the filter and action sheets, pull to refresh, the account switch a handed token offers.
    {
      name: 'h5more',
      roots: [
        'src/h5/H5Login.tsx',
        'src/h5/H5Filters.tsx',
        'src/h5/H5RecordActions.tsx',
        'src/h5/H5AccountSwitch.tsx',
        'src/h5/H5PullToRefresh.tsx',
      ],
      apart: true,
    },
  ]);
  return {
    plugins: [
      // Every library module the build replaces, each with its reason, gain and version range;
      // the build fails when one stops applying (scripts/libraryPatches.ts).
      libraryPatchesPlugin(),
      react(),
      buildVersion(),
      // The boot screen's words, from the locales (index.html, src/app/bootScreen.ts).
      bootScreen(),
      antdStaticStyles(),
      localeParts(),
      chunks.plugin,
      // What the build kept of the packages marked side-effect free (treeshake, below).
      sideEffectFreeReport(),
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
    // The service worker of the demo backend is only shipped in demo builds.
    publicDir: demo ? 'demo-public' : false,
    build: {
      outDir: demo ? 'dist-demo' : 'dist',
      sourcemap: false,
      chunkSizeWarningLimit: 1200,
      rollupOptions: {
        // The page (src/main.tsx loads one of the two boots by its path), and the console's boot.
        input: {
          index: fileURLToPath(new URL('./index.html', import.meta.url)),
          consoleBoot: fileURLToPath(new URL('./src/app/consoleBoot.tsx', import.meta.url)),
        },
        output: {
          codeSplitting: {
            // Vite's preload helper on its own: the page's entry imports it, and would otherwise
            // wait for the boot chunk that holds it (and for its parsing) before it asks for the
            // console's boot, instead of asking for both at once.
            groups: [{ name: 'preload', test: /vite\/preload-helper/ }, ...chunks.groups],
          },
        },
        treeshake: {
          // Packages without side effects that do not say so, each with who imports them and
          // why (scripts/sideEffectFree.mjs): kept whenever imported, papaparse (for Refine's CSV
          // hooks) and react-markdown with its whole markdown stack (for @refinedev/antd's
          // MarkdownField) would ship with every list page, though the console uses neither.
          // Whatever the build still keeps of them must belong to a page an e2e test opens
          // (sideEffectFreeReport, above; scripts/check-bundle.mjs reads its report).
          moduleSideEffects: moduleSideEffects(),
          // Refine names its functions with top-level __name(fn, "name") calls, which would keep
          // every hook it has (useTable, useExport…) whether used or not. The helper only sets
          // a function's `name`, which nothing reads (the report checks every module calling
          // __name defines it so).
          manualPureFunctions: ['__name'],
        },
      },
    },
    server: {
      host: '127.0.0.1',
      port: Number(env.PORT ?? 5173),
      proxy: demo
        ? {}
        : {
            ...proxyTo(env.MAIN_API_TARGET, env.VITE_MAIN_API_URL ?? '/api'),
            ...proxyTo(env.ADMIN_API_TARGET, env.VITE_ADMIN_API_URL ?? '/admin-api'),
          },
    },
    preview: { host: '127.0.0.1', port: Number(env.PORT ?? 4173) },
  };
});
