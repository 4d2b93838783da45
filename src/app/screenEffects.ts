import { loginRedirect } from '@/auth/loginRedirect';
import { session } from '@/auth/session';
import { navigateTo } from '@/ui/navigation';
import { saveOpenForms } from '@/scaffolds/forms/openForms';
import { t } from '@/i18n';
import { showMessage } from '@/ui/feedback';
import type { ErrorEffects } from '@/data/errorCatalogue';

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
