import { session } from '@/auth/session';
import { loadUser } from '@/auth/userLoader';
import { loadConsoleApp } from './consoleLoader';

/**
 * With a session, a console page is coming: fetch the user, the console's code and the page's
 * first rows in parallel with the first render instead of one after the other.
 */
export function preloadConsole(): void {
  const { pathname, search } = window.location;
  if (!session.getToken() || pathname.startsWith('/login') || pathname.includes('/h5/')) return;
  loadUser().catch(() => undefined);
  void loadConsoleApp().then(({ preloadRoute }) => preloadRoute(pathname, search));
}
