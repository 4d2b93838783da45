// The declarations are in the engine's registry before anything here reads it.
import './declarations';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { loadConsoleTexts, loadLanguage } from '@/i18n';
import { session } from '@/auth/session';
import { storedLanguage } from '@/i18n/language';
import { H5Root } from '@/h5/H5Root';
import { takeTokenFromAddress } from '@/h5/tokenHandOver';
import { startTabSync } from './tabSync';
import { wireConsoleData } from './wireData';

/**
 * The boot of the mobile pages (src/main.tsx chooses it for /h5/ paths): their texts and their
 * own root, none of the console's code (antd, Refine's antd package, the desktop layout).
 */
async function boot() {
  wireConsoleData();
  // A token handed in the address leaves it before anything else runs, and becomes the session
  // when none is open; another open session is only replaced if its user says so (docs/mobile.md).
  const handOver = takeTokenFromAddress(session.getToken(), (token) => session.setToken(token));
  // A logout, login or identity switch in another tab (the console's or a mobile page's) is
  // followed here at once, as the console's tabs do; its login shows in place (H5Session).
  startTabSync(session, { showLogin: () => undefined });
  const texts = Promise.all([loadLanguage(storedLanguage()), loadConsoleTexts()]);
  // Demo mode serves its own backend; the import is dropped from production builds.
  if (import.meta.env.VITE_DEMO === '1') {
    const { startDemoBackend } = await import('@demo-backend/browser');
    await startDemoBackend();
  }
  await texts;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <H5Root handedToken={handOver.kind === 'ask' ? handOver.token : undefined} />
    </StrictMode>,
  );
}

void boot();
