/** The address parameter an embedding app hands the session token in. */
export const TOKEN_PARAM = 'token';

interface Address {
  href: string;
}
interface AddressHistory {
  state: unknown;
  replaceState(state: unknown, unused: string, url: string): void;
}

/**
 * The session of a mobile page: an app that embeds /h5/ opens it as `/h5/…?token=…`. The token
 * becomes the session cookie (`save`), and leaves the address at once (replaceState: no new
 * history entry, and it is not kept in the history, copied with a link or sent as a referrer).
 * Returns whether a token was handed over. An empty token is removed and ignored.
 */
export function takeTokenFromAddress(
  save: (token: string) => void,
  address: Address = window.location,
  history: AddressHistory = window.history,
): boolean {
  const url = new URL(address.href);
  if (!url.searchParams.has(TOKEN_PARAM)) return false;
  const token = url.searchParams.get(TOKEN_PARAM)?.trim() ?? '';
  url.searchParams.delete(TOKEN_PARAM);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  if (!token) return false;
  save(token);
  return true;
}
