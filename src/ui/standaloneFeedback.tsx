import { App } from 'antd';
import { useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { UiLocaleProvider } from '@/i18n/UiLocaleProvider';

/** antd's App feedback: message, notification and modal. */
type Feedback = ReturnType<typeof App.useApp>;

let host: { element: HTMLElement; ready: Promise<Feedback> } | undefined;

/** Hands over App's instances once its holders are mounted (they show nothing before). */
function Capture({ onReady }: { onReady: (feedback: Feedback) => void }) {
  const feedback = App.useApp();
  useEffect(() => onReady(feedback), [feedback, onReady]);
  return null;
}

/**
 * antd's `<App>` in a root of its own, for feedback shown before the console (and its `<App>`) is
 * mounted: the login page's and the boot's. In the interface's language like the console's.
 * Mounted once (again only if its element was taken out of the page).
 */
export function standaloneFeedback(): Promise<Feedback> {
  // A page never takes it out; tests that empty the page do (the old root is left as it is:
  // unmounting it would remove portals that are gone already).
  if (host?.element.isConnected) return host.ready;
  const element = document.createElement('div');
  document.body.appendChild(element);
  const root = createRoot(element);
  const ready = new Promise<Feedback>((resolve) =>
    root.render(
      <UiLocaleProvider>
        <App component={false}>
          <Capture onReady={resolve} />
        </App>
      </UiLocaleProvider>,
    ),
  );
  host = { element, ready };
  return ready;
}
