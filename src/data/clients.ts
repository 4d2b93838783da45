import { ErrorCatalogue } from './errorCatalogue';
import { createHttpClient } from './http';
import { wired, wiredEffects } from './wiring';

/** The one error catalogue of the app: its dedupe and logout guard span both services. */
export const catalogue = new ErrorCatalogue(wiredEffects);

const deps = {
  catalogue,
  getToken: () => wired().getToken(),
  getLanguage: () => wired().getLanguage(),
  ready: () => wired().ready(),
};

export const mainApi = createHttpClient('main', deps);
export const adminApi = createHttpClient('admin', deps);

export const apis = { main: mainApi, admin: adminApi } as const;
