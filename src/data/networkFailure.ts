import { isApiError } from './apiError';

/** What browsers throw when a module of the app's code cannot be fetched. */
const CODE_NOT_FETCHED =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Loading chunk|Failed to fetch/i;

/**
 * Whether a failure is the network's, not the server's: a call that got no answer (no network,
 * the server out of reach) or timed out, a piece of the app's code that could not be fetched, or
 * anything failing while the browser says it is offline. Such a page says so, and loads again
 * by itself once the browser is back online.
 */
export function isNetworkFailure(error: unknown): boolean {
  if (typeof navigator !== 'undefined' && navigator.onLine === false) return true;
  if (isApiError(error)) return error.kind === 'network' || error.kind === 'timeout';
  return error instanceof Error && CODE_NOT_FETCHED.test(error.message);
}
