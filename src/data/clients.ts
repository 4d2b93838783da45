import { session } from '@/auth/session';
import { currentLanguage, textsReady } from '@/i18n';
import { ErrorCatalogue } from './errorCatalogue';
import { screenEffects } from './effects';
import { createHttpClient } from './http';

/** The one error catalogue of the app: its dedupe and logout guard span both services. */
export const catalogue = new ErrorCatalogue(screenEffects);

const deps = {
  catalogue,
  getToken: session.getToken,
  getLanguage: currentLanguage,
  ready: textsReady,
};

export const mainApi = createHttpClient('main', deps);
export const adminApi = createHttpClient('admin', deps);

export const apis = { main: mainApi, admin: adminApi } as const;
