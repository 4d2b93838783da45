import { session } from '@/auth/session';
import { wireDataLayer } from '@/data';
import { currentLanguage, textsReady } from '@/i18n';
import { screenEffects } from './screenEffects';

/** Wires the data layer to the session, the interface's language and the screen. */
export function wireConsoleData(): void {
  wireDataLayer({
    getToken: session.getToken,
    getLanguage: currentLanguage,
    ready: textsReady,
    getUser: session.getUser,
    effects: screenEffects,
  });
}
