import type { Session, SessionEndReason } from './session';

/**
 * What one tab tells the console's other tabs when its session changes: someone signed in (a
 * login, an identity switch: the user it now is), or the session is over (a logout, or its end
 * and why). Never the token: the tabs share the cookie that holds it.
 */
export type SessionSignal =
  { kind: 'signedIn'; adminId: number } | { kind: 'signedOut'; reason: SessionEndReason | null };

/** The way to the other tabs: a BroadcastChannel, or storage events where there is none. */
export interface TabChannel {
  post(signal: SessionSignal): void;
  listen(onSignal: (signal: SessionSignal) => void): () => void;
}

export const SESSION_CHANNEL = 'console.session';

function isSignal(value: unknown): value is SessionSignal {
  if (typeof value !== 'object' || value === null) return false;
  const signal = value as Record<string, unknown>;
  if (signal.kind === 'signedIn') return typeof signal.adminId === 'number';
  return signal.kind === 'signedOut';
}

/** The browser's channel between the tabs of one origin; the storage event where it lacks one. */
export function browserTabChannel(name = SESSION_CHANNEL): TabChannel | null {
  if (typeof BroadcastChannel !== 'undefined') {
    const channel = new BroadcastChannel(name);
    return {
      post: (signal) => channel.postMessage(signal),
      listen(onSignal) {
        const onMessage = (event: MessageEvent) => {
          if (isSignal(event.data)) onSignal(event.data);
        };
        channel.addEventListener('message', onMessage);
        return () => {
          channel.removeEventListener('message', onMessage);
          channel.close();
        };
      },
    };
  }
  if (typeof window === 'undefined' || typeof localStorage === 'undefined') return null;
  return {
    // A new value each time (its moment), so that the same signal twice is still an event.
    post(signal) {
      try {
        localStorage.setItem(name, JSON.stringify({ ...signal, at: Date.now() }));
      } catch {
        // Storage denied: the other tabs learn of it at their next call.
      }
    },
    listen(onSignal) {
      const onStorage = (event: StorageEvent) => {
        if (event.key !== name || !event.newValue) return;
        try {
          const parsed: unknown = JSON.parse(event.newValue);
          if (isSignal(parsed)) onSignal(parsed);
        } catch {
          // Not ours.
        }
      };
      window.addEventListener('storage', onStorage);
      return () => window.removeEventListener('storage', onStorage);
    },
  };
}

/** What a tab does when another tab's session changed under it. */
export interface SessionSyncEffects {
  /** The session ended elsewhere (`reason` null: a logout): show the login page. */
  signedOut(reason: SessionEndReason | null): void;
  /** Someone else (another user, another identity) signed in elsewhere: become them. */
  signedIn(adminId: number): void;
}

/**
 * Keeps a tab's session in step with the other tabs: tells them when this tab signs in (the
 * user arrives with another id than before), switches identity or signs out, and acts on what
 * they tell (the same user again changes nothing). Returns the function that stops it.
 */
export function syncSessionAcrossTabs(
  session: Session,
  channel: TabChannel,
  effects: SessionSyncEffects,
): () => void {
  let userId: number | null = session.getUser()?.adminId ?? null;
  let signedIn = !!session.getToken();
  let applying = false;

  const stopSession = session.subscribe(() => {
    const nextId = session.getUser()?.adminId ?? null;
    const hasToken = !!session.getToken();
    const changed = nextId !== null && nextId !== userId;
    const ended = signedIn && !hasToken;
    if (nextId !== null) userId = nextId;
    if (ended) userId = null;
    signedIn = hasToken;
    if (applying) return;
    if (changed) channel.post({ kind: 'signedIn', adminId: nextId });
    else if (ended) channel.post({ kind: 'signedOut', reason: session.endReason() ?? null });
  });

  const stopChannel = channel.listen((signal) => {
    applying = true;
    try {
      if (signal.kind === 'signedOut') {
        if (userId !== null || session.getUser()) effects.signedOut(signal.reason);
      } else if (signal.adminId !== userId) {
        effects.signedIn(signal.adminId);
      }
    } finally {
      applying = false;
    }
  });

  return () => {
    stopSession();
    stopChannel();
  };
}
