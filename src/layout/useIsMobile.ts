import { useSyncExternalStore } from 'react';

/** Below antd's md breakpoint (768 px). */
const QUERY = '(max-width: 767.98px)';

function subscribe(onChange: () => void) {
  const media = window.matchMedia(QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const isMobile = () => window.matchMedia(QUERY).matches;

/**
 * Is the screen a phone's? Known at the first render (antd's useBreakpoint learns it one render
 * later, which renders the whole shell twice).
 */
export function useIsMobile(): boolean {
  return useSyncExternalStore(subscribe, isMobile, () => false);
}

/** A phone's width (≤ 576 px, antd's xs/sm boundary): lists pin no column there. */
const PHONE_QUERY = '(max-width: 576px)';

function subscribePhone(onChange: () => void) {
  const media = window.matchMedia(PHONE_QUERY);
  media.addEventListener('change', onChange);
  return () => media.removeEventListener('change', onChange);
}

const isPhone = () => window.matchMedia(PHONE_QUERY).matches;

export function useIsPhone(): boolean {
  return useSyncExternalStore(subscribePhone, isPhone, () => false);
}
