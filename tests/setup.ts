import '@testing-library/jest-dom/vitest';
import { configure } from '@testing-library/react';
import { afterAll, afterEach } from 'vitest';
import { queryClient } from '@/app/queryClient';
import { wireConsoleData } from '@/app/wireData';
import { loadConsoleTexts, loadLanguage, loadViewTexts } from '@/i18n';

// Whole pages render slowly in jsdom, slower still on a busy or slower machine: wait for what a
// user would see up to a limit that only a real hang reaches (a passing test never waits it out).
configure({ asyncUtilTimeout: 20000 });

// jsdom gaps that antd relies on (files may also run in the node environment).
const browserLike = typeof window !== 'undefined';
if (browserLike && !window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (browserLike) {
  const getComputedStyle = window.getComputedStyle.bind(window);
  window.getComputedStyle = (element: Element) => getComputedStyle(element);
}

// jsdom runs no CSS animations: dialogs would never finish closing, and would still be rendering
// after a test's page is torn down. Without these events antd's motion library animates nothing.
if (browserLike) {
  const style = Object.getPrototypeOf(document.createElement('div').style) as object;
  for (const property of ['transition', 'WebkitTransition', 'animation', 'WebkitAnimation'])
    Reflect.deleteProperty(style, property);
}
if (browserLike) {
  const { ConfigProvider } = await import('antd');
  ConfigProvider.config({ theme: { token: { motion: false } } });
}

// The data layer wired as the app wires it at start-up.
wireConsoleData();

// Each test's console starts with an empty cache, as each page load does: the default console's
// React Query client outlives the console a test renders.
afterEach(() => queryClient.clear());

// Both languages' texts, loaded up front as the app loads the one it starts in.
await loadConsoleTexts();
await loadViewTexts();
await loadLanguage('cn');
await loadLanguage('en');

// React finishes what an unmount started in a scheduler task (setImmediate under Node): let the
// tasks already queued run while the file's window still exists, or they throw after teardown.
afterAll(() => new Promise<void>((resolve) => setImmediate(resolve)));
