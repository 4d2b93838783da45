import { storageKeys, type UserInfo } from '@/data/contract';
import { readCookie, removeCookie, writeCookie } from './cookies';

/**
 * The session: token and chosen role in cookies (SPEC §9), user info in memory.
 * React reads it through `useSession` (useSyncExternalStore).
 */
type Listener = () => void;

/** Why the last session ended, so every guard sends the user to the same login notice. */
export type SessionEndReason = 'expired' | 'userInfo';

let user: UserInfo | null = null;
let endReason: SessionEndReason | undefined;
const listeners = new Set<Listener>();

function emit() {
  for (const listener of listeners) listener();
}

export const session = {
  getToken: (): string | undefined => readCookie(storageKeys.tokenCookie) || undefined,
  setToken(token: string) {
    endReason = undefined;
    writeCookie(storageKeys.tokenCookie, token);
    emit();
  },
  /** The chosen identity (role name), kept across logins. */
  getRole: (): string | undefined => readCookie(storageKeys.roleCookie) || undefined,
  setRole(role: string) {
    writeCookie(storageKeys.roleCookie, role, 365);
  },
  getUser: (): UserInfo | null => user,
  setUser(next: UserInfo | null) {
    user = next;
    emit();
  },
  endReason: (): SessionEndReason | undefined => endReason,
  /** Forget the token and the user; the chosen role stays remembered. */
  clear(reason?: SessionEndReason) {
    endReason = reason;
    removeCookie(storageKeys.tokenCookie);
    user = null;
    emit();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
