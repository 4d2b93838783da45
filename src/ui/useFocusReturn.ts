import { useEffect, useRef, useState } from 'react';
import { focusMainContent } from './mainContent';

const focusedElement = () => {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
};

/**
 * For the engine's drawers: when the drawer goes away, focus goes back to the element that had it
 * as the drawer opened (the row's button), or to the page's main content where the drawer opened
 * from the address alone or that element has gone. rc-drawer gives focus back only after its own
 * closing animation, and the engine's drawers unmount as they close (their state is the URL's).
 * Focus the user has put elsewhere meanwhile (a link outside the drawer) stays there.
 */
export function useFocusReturn() {
  const [opener] = useState(focusedElement);
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // StrictMode's rehearsed unmount mounts again at once: only a real one gives focus back.
      queueMicrotask(() => {
        if (mounted.current || focusedElement()?.isConnected) return;
        if (opener?.isConnected) opener.focus();
        else focusMainContent();
      });
    };
  }, [opener]);
}
