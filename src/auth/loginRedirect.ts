import { currentPath } from '@/ui/navigation';
import type { SessionEndReason } from './session';

/**
 * Where a rejected session sends the user: /login, remembering the page to come back to. A mobile
 * page (/h5/) stays where it is: it shows its own login in place (src/h5/H5Session.tsx).
 */
export function loginRedirect(reason?: SessionEndReason, here: string = currentPath()): string {
  if (/^\/h5(\/|$|\?|#)/.test(here)) return here;
  const params = new URLSearchParams();
  if (!here.startsWith('/login')) params.set('to', here);
  if (reason) params.set('reason', reason);
  const query = params.toString();
  return query ? `/login?${query}` : '/login';
}
