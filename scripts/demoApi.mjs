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
  const adapter = await loader.ssrLoadModule('/demo-backend/httpAdapter.ts');
  return {
    api: { prefixes: adapter.demoApiPrefixes, handle: adapter.answerDemoRequest },
    demoCaptchaAnswer: adapter.demoCaptchaAnswer,
    demoLogin: adapter.demoLogin,
    /**
     * Makes a collection hold at least `count` rows, copies of its seeded ones under new ids, in
     * this API's memory only (the bench exports a list that big; the demo data stays as it is).
     */
    fillCollection: async (entity, count) => {
      const { collection, idFieldOf, nextId } = await loader.ssrLoadModule(
        '/demo-backend/engine/collections.ts',
      );
      const { getStore } = await loader.ssrLoadModule('/demo-backend/store.ts');
      const rows = collection(getStore(), entity);
      const idField = idFieldOf(entity);
      const seeded = rows.length;
      let id = nextId(rows, idField);
      while (rows.length < count) rows.push({ ...rows[rows.length % seeded], [idField]: id++ });
      return rows.length;
    },
    close: () => loader.close(),
  };
}
