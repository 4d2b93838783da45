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
 * What a token handed in the address came to: nothing (none, empty, or the session's own), the
 * session (there was none), or a question (another session is open: never swapped in silence).
 */
export type HandOver = { kind: 'none' } | { kind: 'taken' } | { kind: 'ask'; token: string };

/**
 * The session of a mobile page: an app that embeds /h5/ opens it as `/h5/…?token=…`. The token
 * leaves the address at once (replaceState: no new history entry, and it is not kept in the
 * history, copied with a link or sent as a referrer). It becomes the session cookie (`save`) only
 * when no session is open; a different open session is kept until its user says otherwise (the
 * link may be someone else's: a login CSRF), so the caller asks (H5AccountSwitch).
 */
export function takeTokenFromAddress(
  current: string | undefined,
  save: (token: string) => void,
  address: Address = window.location,
  history: AddressHistory = window.history,
): HandOver {
  const url = new URL(address.href);
  if (!url.searchParams.has(TOKEN_PARAM)) return { kind: 'none' };
  const token = url.searchParams.get(TOKEN_PARAM)?.trim() ?? '';
  url.searchParams.delete(TOKEN_PARAM);
  history.replaceState(history.state, '', `${url.pathname}${url.search}${url.hash}`);
  if (!token || token === current) return { kind: 'none' };
  if (current) return { kind: 'ask', token };
  save(token);
  return { kind: 'taken' };
}
