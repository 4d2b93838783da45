import { session } from '@/auth/session';
import { loadUser } from '@/auth/userLoader';
import { CARD_RETURN_ROUTE } from '../../schemas/cardPayment';
import { ConsoleEntry } from './consoleLoader';

/**
 * With a session, a console page is coming: fetch the user, the console's code, the page's code
 * and its first rows in parallel instead of one after the other. Resolves once the code is there
 * (never rejects: a failed load is retried, and shown, by the page itself).
 */
export function preloadConsole(): Promise<void> | undefined {
  const { pathname, search } = window.location;
  // The public pages (the login, the card payment return page) show before any console code.
  const publicPage = pathname.startsWith('/login') || pathname === CARD_RETURN_ROUTE;
  if (!session.getToken() || publicPage || pathname.includes('/h5/')) return;
  loadUser().catch(() => undefined);
  const page = import('./routePreload').then(({ preloadRoute }) => preloadRoute(pathname, search));
  return Promise.all([ConsoleEntry.preload(), page]).then(
    () => undefined,
    () => undefined,
  );
}
