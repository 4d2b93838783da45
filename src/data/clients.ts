import { ErrorCatalogue } from './errorCatalogue';
import { createHttpClient, type HttpClient } from './http';
import type { DataWiring } from './wiring';

/** A console's clients of the two services, and the error catalogue they share. */
export interface DataClients {
  /** One catalogue per console: its dedupe and logout guard span both services. */
  catalogue: ErrorCatalogue;
  mainApi: HttpClient;
  adminApi: HttpClient;
  apis: { readonly main: HttpClient; readonly admin: HttpClient };
}

/**
 * The clients of a console, reading its wiring at the moment of each call (the token, the
 * language) and sending through `transport` (the global `fetch` when not given).
 */
export function createClients(wiring: DataWiring, transport?: typeof fetch): DataClients {
  const catalogue = new ErrorCatalogue(wiring.effects);
  const deps = {
    catalogue,
    getToken: () => wiring.getToken(),
    signedIn: () => !!wiring.getToken() || wiring.getUser() !== null,
    getLanguage: () => wiring.getLanguage(),
    ready: () => wiring.ready(),
    fetch: transport,
  };
  const mainApi = createHttpClient('main', deps);
  const adminApi = createHttpClient('admin', deps);
  return { catalogue, mainApi, adminApi, apis: { main: mainApi, admin: adminApi } };
}
