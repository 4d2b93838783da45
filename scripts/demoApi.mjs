import { createServer } from 'vite';

/**
 * Loads the demo backend's handlers (TypeScript, with the app's aliases and env) through Vite's
 * module loader, for a plain Node HTTP server. Close the returned loader when done.
 */
export async function loadDemoApi() {
  const loader = await createServer({
    server: { middlewareMode: true, hmr: false },
    appType: 'custom',
    logLevel: 'silent',
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  const adapter = await loader.ssrLoadModule('/src/mocks/httpAdapter.ts');
  return {
    api: { prefixes: adapter.demoApiPrefixes, handle: adapter.answerDemoRequest },
    demoCaptchaAnswer: adapter.demoCaptchaAnswer,
    close: () => loader.close(),
  };
}
