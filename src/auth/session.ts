import { storageKeys, type UserInfo } from '@/data/contract';
import { browserCookies, type CookieStore } from './cookies';

/**
 * The session: token and chosen role in cookies (SPEC §9), user info in memory.
 * React reads it through `useSession` (useSyncExternalStore).
 */
type Listener = () => void;

/** Why the last session ended, so every guard sends the user to the same login notice. */
export type SessionEndReason = 'expired' | 'userInfo';

export interface Session {
  getToken(): string | undefined;
  setToken(token: string): void;
  /** The chosen identity (role name), kept across logins. */
  getRole(): string | undefined;
  setRole(role: string): void;
  getUser(): UserInfo | null;
  setUser(next: UserInfo | null): void;
  endReason(): SessionEndReason | undefined;
  /** Forget the token and the user; the chosen role stays remembered. */
  clear(reason?: SessionEndReason): void;
  subscribe(listener: Listener): () => void;
}

/**
 * A session of its own: its token and role in `store`, its user, end reason and listeners in
 * memory. Its functions need no `this` (React and the data layer's wiring take them alone).
 */
export function createSession(store: CookieStore = browserCookies): Session {
  let user: UserInfo | null = null;
  let endReason: SessionEndReason | undefined;
  const listeners = new Set<Listener>();

  function emit() {
    for (const listener of listeners) listener();
  }

  return {
    getToken: () => store.read(storageKeys.tokenCookie) || undefined,
    setToken(token) {
      endReason = undefined;
      store.write(storageKeys.tokenCookie, token);
      emit();
    },
    getRole: () => store.read(storageKeys.roleCookie) || undefined,
    setRole(role) {
      store.write(storageKeys.roleCookie, role, 365);
    },
    getUser: () => user,
    setUser(next) {
      user = next;
      emit();
    },
    endReason: () => endReason,
    clear(reason) {
      endReason = reason;
      store.remove(storageKeys.tokenCookie);
      user = null;
      emit();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/**
 * The app's default session, in the browser's cookies: the one the running console (its guards,
 * login page, data layer wiring) reads. A second console builds its own (createConsole).
 */
export const session = createSession(browserCookies);
