// Must come first: lets antd 5 render (static messages, click effects) under React 19.
import '@ant-design/v5-patch-for-react-19';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/App';
import { preloadConsole } from './app/preload';
import { loadLanguage } from './i18n';
import { storedLanguage } from './i18n/language';
import 'virtual:antd-styles/core.css';
import './app/global.css';
import { adoptCoreStyles } from './app/antdStaticStyles';

async function boot() {
  adoptCoreStyles();
  const texts = loadLanguage(storedLanguage());
  // Demo mode serves its own backend; the import is dropped from production builds.
  if (import.meta.env.VITE_DEMO === '1') {
    const { startDemoBackend } = await import('./mocks/browser');
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
