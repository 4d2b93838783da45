/**
 * Navigation for code outside React (the data layer): the router registers itself here once
 * mounted; before that, a full page load is used.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;

export function registerNavigator(navigate: Navigate | null): void {
  navigator = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigator) navigator(to, options);
  else if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
}

/** The current in-app location, to come back to after logging in. */
export function currentPath(): string {
  const { pathname, search, hash } = window.location;
  return `${pathname}${search}${hash}`;
}

const locationListeners = new Set<() => void>();

/** Calls back when the in-app location changes (another page, other filters); returns the undo. */
export function onLocationChange(listener: () => void): () => void {
  locationListeners.add(listener);
  return () => locationListeners.delete(listener);
}

/** The router reports each new location here (NavigatorBridge). */
export function locationChanged(): void {
  for (const listener of [...locationListeners]) listener();
}
