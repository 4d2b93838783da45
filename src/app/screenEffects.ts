import { loginRedirect } from '@/auth/loginRedirect';
import { session } from '@/auth/session';
import { navigateTo } from '@/ui/navigation';
import { saveOpenForms } from '@/scaffolds/forms/openForms';
import { t } from '@/i18n';
import { showMessage } from '@/ui/feedback';
import type { ErrorEffects } from '@/data/errorCatalogue';
import { friendlyReminderTargets } from '@/data/contract';

/** Whether the page shown is one the friendly reminder leads to (the wallet top-up, the messages). */
function onReminderWayOut(): boolean {
  const { pathname } = window.location;
  return Object.values(friendlyReminderTargets).some(
    (path) => pathname === path || pathname.startsWith(`${path}/`),
  );
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
  // Not on the reminder's own ways out: it would send the user where they are, again and again
  // (the catalogue shows the message as an error there). The dialog's code loads only when needed.
  friendlyReminder(text) {
    if (onReminderWayOut()) return false;
    void import('./friendlyReminder').then(({ openFriendlyReminder }) =>
      openFriendlyReminder(text),
    );
    return true;
  },
  text: (key) => t(key === 'expired' ? 'auth.sessionExpired' : `errors.${key}`),
};
