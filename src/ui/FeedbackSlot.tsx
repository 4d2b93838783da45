import { useEffect, useState, type ComponentType } from 'react';
import { registerFeedbackHost } from './feedback';
import { loadOnce } from './loadOnce';

/** The host's code, fetched again after a failure (offline): never thrown at the page. */
const loadHost = loadOnce(() => import('./FeedbackHost'));

/** A page that nobody touches still gets its messages' code, a little after it is up. */
const LOAD_AFTER_MS = 3000;
/** The user is about to act: what follows may confirm or report. */
const INPUT_EVENTS = ['pointerdown', 'keydown'] as const;

/**
 * Where the console's antd `<App>` is mounted, beside the pages. Its code is no part of a page's
 * first rows: it loads at the user's first input, when something is to be shown, or 3 s after
 * the console is up, whichever comes first (what is asked for meanwhile waits for it).
 * Its code failing to arrive (offline) takes nothing down: it is fetched again back online.
 */
export function FeedbackSlot() {
  const [wanted, setWanted] = useState(false);
  // Until it is mounted, what is to be shown waits for it (not for a standalone App).
  useEffect(() => registerFeedbackHost(() => setWanted(true)), []);
  useEffect(() => {
    if (wanted) return;
    const want = () => setWanted(true);
    const timer = window.setTimeout(want, LOAD_AFTER_MS);
    INPUT_EVENTS.forEach((type) => window.addEventListener(type, want, { capture: true }));
    return () => {
      window.clearTimeout(timer);
      INPUT_EVENTS.forEach((type) => window.removeEventListener(type, want, { capture: true }));
    };
  }, [wanted]);
  const [Host, setHost] = useState<ComponentType | null>(null);
  useEffect(() => {
    if (!wanted || Host) return;
    let gone = false;
    // Offline, its code cannot be fetched: tried again once the browser is back online (what
    // was asked for meanwhile waits), and the page meanwhile stays as it is.
    const load = () =>
      loadHost().then(
        (module) => !gone && setHost(() => module.default),
        () => window.addEventListener('online', load, { once: true }),
      );
    void load();
    return () => {
      gone = true;
      window.removeEventListener('online', load);
    };
  }, [wanted, Host]);
  return Host ? <Host /> : null;
}
