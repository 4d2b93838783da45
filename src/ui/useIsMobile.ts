import { useSyncExternalStore } from 'react';

/**
 * A media query as a store for useSyncExternalStore. Its MediaQueryList is made once: React reads
 * the snapshot on every render of every component that asks, and `matchMedia` builds a new list
 * each time it is called (5 ms of a list page's render).
 */
export function mediaStore(query: string) {
  let media: MediaQueryList | undefined;
  const list = () => (media ??= window.matchMedia(query));
  return {
    subscribe(onChange: () => void) {
      list().addEventListener('change', onChange);
      return () => list().removeEventListener('change', onChange);
    },
    matches: () => list().matches,
  };
}

/** Below antd's md breakpoint (768 px). */
const mobile = mediaStore('(max-width: 767.98px)');

/**
 * Is the screen a phone's? Known at the first render (antd's useBreakpoint learns it one render
 * later, which renders the whole shell twice).
 */
export function useIsMobile(): boolean {
  return useSyncExternalStore(mobile.subscribe, mobile.matches, () => false);
}

/** A phone's width (≤ 576 px, antd's xs/sm boundary): lists pin no column there. */
const phone = mediaStore('(max-width: 576px)');

export function useIsPhone(): boolean {
  return useSyncExternalStore(phone.subscribe, phone.matches, () => false);
}

/**
 * Has the user asked their system for less motion (WCAG 2.3.3)? antd's animations are turned off
 * for them (src/i18n/UiLocaleProvider.tsx), as the console's own transitions are in its CSS.
 */
const reducedMotion = mediaStore('(prefers-reduced-motion: reduce)');

export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(reducedMotion.subscribe, reducedMotion.matches, () => false);
}
