// Must come first: lets antd 5 render under React 19 (its click effects render in roots of their own).
import '@ant-design/v5-patch-for-react-19';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { session } from '@/auth/session';
import { loadLanguage } from '@/i18n';
import { storedLanguage } from '@/i18n/language';
import { App } from './App';
import { preloadConsole } from './preload';
// antd's styles baked at build time, with the map that tells antd which of them it need not
// generate (scripts/antdStaticStylesPlugin.ts).
import 'virtual:antd-styles/core.css';
import './global.css';
import { startTabSync } from './tabSync';
import { wireConsoleData } from './wireData';

async function boot() {
  wireConsoleData();
  // A logout, login or identity switch in another tab of the console is followed here at once.
  startTabSync(session);
  const texts = loadLanguage(storedLanguage());
  // Demo mode serves its own backend; the import is dropped from production builds.
  if (import.meta.env.VITE_DEMO === '1') {
    const { startDemoBackend } = await import('@demo-backend/browser');
    await startDemoBackend();
  }
  // A console page renders once its code is there: no spinner in between, and none of React's
  // delays for revealing suspended content.
  await Promise.all([texts, preloadConsole()]);
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}

void boot();
