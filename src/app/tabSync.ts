import { loginRedirect } from '@/auth/loginRedirect';
import { HOME_ROUTE, safeReturnPath } from '@/auth/redirects';
import type { Session, SessionEndReason } from '@/auth/session';
import {
  browserTabChannel,
  syncSessionAcrossTabs,
  type SessionSyncEffects,
  type TabChannel,
} from '@/auth/sessionBroadcast';
import { saveOpenForms } from '@/scaffolds/forms/openForms';
import { navigateTo } from '@/ui/navigation';

export interface TabSyncDeps {
  channel?: TabChannel | null;
  /** Loads the page afresh (the new identity's menus and rights); a test hands its own. */
  reload?: (to?: string) => void;
  /**
   * Shows the login page once the session is cleared: by default the console's, coming back to
   * where the tab was. The mobile pages (mobileBoot.tsx) show their own in place as it clears.
   */
  showLogin?: (reason: SessionEndReason | null) => void;
}

function consoleLogin(reason: SessionEndReason | null) {
  navigateTo(loginRedirect(reason ?? undefined), { replace: true });
}

function browserReload(to?: string) {
  if (to) window.location.assign(to);
  else window.location.reload();
}

/**
 * What a console's tab does when another tab's session changes (src/auth/sessionBroadcast.ts):
 * the session ended there, it ends here and the login page shows; someone else signed in
 * there, this tab loads again as them (from the login page: to the page it was to lead to).
 * Unsaved input is kept as drafts first, as at a session's end, except after a logout, which
 * leaves nothing of what was typed behind.
 */
export function tabSyncEffects(session: Session, deps: TabSyncDeps = {}): SessionSyncEffects {
  const reload = deps.reload ?? browserReload;
  const showLogin = deps.showLogin ?? consoleLogin;
  return {
    signedOut(reason) {
      if (reason) saveOpenForms();
      session.clear(reason ?? undefined);
      showLogin(reason);
    },
    signedIn() {
      if (session.getUser()) saveOpenForms();
      const { pathname, search } = window.location;
      if (pathname.startsWith('/login')) {
        reload(safeReturnPath(new URLSearchParams(search).get('to')) ?? HOME_ROUTE);
      } else {
        reload();
      }
    },
  };
}

/**
 * Starts keeping this tab's session in step with the console's other tabs; returns the function
 * that stops it. Created by the boot for its session, nothing of it held by a module.
 */
export function startTabSync(session: Session, deps: TabSyncDeps = {}): () => void {
  const channel = deps.channel === undefined ? browserTabChannel() : deps.channel;
  if (!channel) return () => undefined;
  return syncSessionAcrossTabs(session, channel, tabSyncEffects(session, deps));
}
