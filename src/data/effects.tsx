import { currentPath, navigateTo } from '@/app/navigation';
import { session, type SessionEndReason } from '@/auth/session';
import { saveOpenForms } from '@/scaffolds/forms/openForms';
import { t } from '@/i18n';
import { showMessage } from '@/ui/feedback';
import type { ErrorEffects } from './errorCatalogue';

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

/** The catalogue's effects on screen: through antd's App (src/ui/feedback.ts), in its language. */
export const screenEffects: ErrorEffects = {
  toast: (text) => showMessage('error', text),
  endSession() {
    const to = loginRedirect('expired');
    saveOpenForms();
    session.clear('expired');
    navigateTo(to, { replace: true });
  },
  // The dialog's code loads only when it is needed.
  friendlyReminder: (text) =>
    void import('./friendlyReminder').then(({ openFriendlyReminder }) =>
      openFriendlyReminder(text),
    ),
  text: (key) => t(key === 'expired' ? 'auth.sessionExpired' : `errors.${key}`),
};
