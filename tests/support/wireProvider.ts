import { afterEach, beforeEach, vi } from 'vitest';
import { session } from '@/auth/session';
import { apis } from '@/data';
import { createDataProvider } from '@/data/dataProvider';
import { resourceEndpoints } from '@/data/resourceRegistry';
import '@/app/declarations';
import { changeLanguage } from '@/i18n';
import { stubTransport, type ExpectedCall } from './stubTransport';

/**
 * The app's clients and the endpoints its resources declare (resources/, registered by the
 * engine); only the access guard of src/data/index.ts is left out.
 */
export const provider = createDataProvider(apis, resourceEndpoints);

/** Answers the page's fetch with `calls`, in order, for the current test. */
export function backend(calls: ExpectedCall[]) {
  const transport = stubTransport(calls);
  vi.stubGlobal('fetch', transport.fetch);
  return transport;
}

/** The meta useActionCall sends for a declared action (src/scaffolds/actions/useActionCall.ts). */
export function actionMeta(call: string, body?: unknown) {
  return { endpoints: { update: call }, body };
}

/** Each test of the file runs in English, signed in with `token`. */
export function signedInForEachTest(token: string) {
  beforeEach(async () => {
    await changeLanguage('en');
    session.setToken(token);
  });
  afterEach(() => {
    session.clear();
    vi.unstubAllGlobals();
  });
}
