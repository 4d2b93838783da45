import { createElement, useSyncExternalStore, type MouseEvent, type ReactNode } from 'react';

/**
 * The mobile pages' own address handling: the path read from the address bar, changed through
 * the History API, a link that changes it in place. Two routes need no router: react-router would
 * be some 30 kB of the 200 kB an /h5/ page may load (docs/mobile.md). A path
 * outside /h5/ (such as the desktop's /login) loads in full, with the console's code.
 */
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener('popstate', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('popstate', listener);
  };
}

const address = () => `${window.location.pathname}${window.location.search}`;

/** The current path and query, re-rendering when they change. */
export function useH5Address(): { pathname: string; search: string } {
  const current = useSyncExternalStore(subscribe, address);
  const url = new URL(current, 'http://h5.invalid');
  return { pathname: url.pathname, search: url.search };
}

export const isH5Path = (path: string) => /^\/h5(\/|$|\?|#)/.test(path);

/** Goes to an address: in place under /h5/, else a full page load. */
export function h5Navigate(to: string, options: { replace?: boolean } = {}): void {
  if (!isH5Path(to)) {
    if (options.replace) window.location.replace(to);
    else window.location.assign(to);
    return;
  }
  if (options.replace) window.history.replaceState(null, '', to);
  else {
    window.history.pushState(null, '', to);
    window.scrollTo(0, 0);
  }
  notify();
}

/** A link to a mobile page, followed in place (a new tab or window as the browser does). */
export function H5Link({
  to,
  className,
  children,
}: {
  to: string;
  className?: string;
  children: ReactNode;
}) {
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) {
      return;
    }
    event.preventDefault();
    h5Navigate(to);
  };
  return createElement('a', { href: to, className, onClick: follow }, children);
}
