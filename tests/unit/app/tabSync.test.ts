// @vitest-environment jsdom
// Two tabs of the console, each its own session over the cookies they share (one memory store),
// talking through one channel (as a BroadcastChannel: a tab does not hear itself).
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startTabSync } from '@/app/tabSync';
import { createMemoryCookies, type CookieStore } from '@/auth/cookies';
import { createSession, type Session } from '@/auth/session';
import { browserTabChannel, type SessionSignal, type TabChannel } from '@/auth/sessionBroadcast';
import { storageKeys, type UserInfo } from '@/data/contract';
import { registerOpenForm } from '@/scaffolds/forms/openForms';
import { registerNavigator } from '@/ui/navigation';
import { createDemoAccounts } from '@demo-backend/users';

const accounts = createDemoAccounts();
const user = (username: string): UserInfo => accounts.find((a) => a.username === username)!.info;

function createBus() {
  const listeners = new Set<(signal: SessionSignal) => void>();
  return (): TabChannel => {
    let own: ((signal: SessionSignal) => void) | undefined;
    return {
      post(signal) {
        for (const listener of listeners) if (listener !== own) listener(signal);
      },
      listen(onSignal) {
        own = onSignal;
        listeners.add(onSignal);
        return () => listeners.delete(onSignal);
      },
    };
  };
}

interface Tab {
  session: Session;
  reloads: (string | undefined)[];
  stop: () => void;
}

/** Tabs open as `signedIn` (the first `signedIn` of them, the others on the login page). */
function openTabs(count: number, signedIn: number, as = user('admin')): Tab[] {
  const store: CookieStore = createMemoryCookies({ [storageKeys.tokenCookie]: 'token-1' });
  const channel = createBus();
  return Array.from({ length: count }, (_, index) => {
    const session = createSession(store);
    if (index < signedIn) session.setUser(as);
    const reloads: (string | undefined)[] = [];
    const stop = startTabSync(session, { channel: channel(), reload: (to) => reloads.push(to) });
    return { session, reloads, stop };
  });
}

function signIn(tab: Tab, info: UserInfo, token = `token-${info.adminId}`) {
  tab.session.setToken(token);
  tab.session.setUser(info);
}

const navigations: string[] = [];
registerNavigator((to) => navigations.push(to));

afterEach(() => {
  navigations.length = 0;
  window.history.replaceState(null, '', '/');
});

describe('the console’s tabs agree on the session', () => {
  it('a logout in one tab shows the login page in the other, without keeping a draft', () => {
    const [a, b] = openTabs(2, 2);
    window.history.replaceState(null, '', '/client/list');
    const keep = vi.fn();
    const unregister = registerOpenForm({ dirty: () => true, keep });

    a.session.clear();

    expect(b.session.getUser()).toBeNull();
    expect(navigations).toEqual(['/login?to=%2Fclient%2Flist']);
    expect(keep).not.toHaveBeenCalled();
    unregister();
  });

  it('a session ended in one tab ends in the other, its unsaved input kept as a draft', () => {
    const [a, b] = openTabs(2, 2);
    const keep = vi.fn();
    const unregister = registerOpenForm({ dirty: () => true, keep });

    a.session.clear('expired');

    expect(keep).toHaveBeenCalledOnce();
    expect(b.session.getUser()).toBeNull();
    expect(b.session.endReason()).toBe('expired');
    expect(navigations).toEqual(['/login?to=%2F&reason=expired']);
    unregister();
  });

  it('a mobile page told of a logout shows its own login in place, not the console’s', () => {
    const store: CookieStore = createMemoryCookies({ [storageKeys.tokenCookie]: 'token-1' });
    const channel = createBus();
    const [desktop, phone] = [createSession(store), createSession(store)];
    desktop.setUser(user('admin'));
    phone.setUser(user('admin'));
    const shown: (string | null)[] = [];
    const stops = [
      startTabSync(desktop, { channel: channel() }),
      startTabSync(phone, { channel: channel(), showLogin: (reason) => shown.push(reason) }),
    ];
    window.history.replaceState(null, '', '/h5/client/payment');

    desktop.clear();

    expect(phone.getUser()).toBeNull();
    expect(shown).toEqual([null]);
    expect(navigations).toEqual([]);
    stops.forEach((stop) => stop());
  });

  it('another user signing in (or another identity) in one tab reloads the other as them', () => {
    const [a, b, c] = openTabs(3, 2);
    window.history.replaceState(null, '', '/login?to=%2Fclient%2Flist');
    const keep = vi.fn();
    const unregister = registerOpenForm({ dirty: () => true, keep });

    signIn(a, user('bd'));

    // b held admin's page (its input kept as admin's draft); c was on the login page.
    expect(b.reloads).toHaveLength(1);
    expect(c.reloads).toEqual(['/client/list']);
    expect(keep).toHaveBeenCalledOnce();
    expect(a.reloads).toEqual([]);
    unregister();
  });

  it('the same user again, in a tab opened later, changes nothing in the others', () => {
    const [a, b] = openTabs(2, 1);
    // b, opened later, loads its user: the same one.
    b.session.setUser(user('admin'));
    signIn(a, user('admin'), 'token-2');
    expect(b.reloads).toEqual([]);
    expect(a.reloads).toEqual([]);
    expect(navigations).toEqual([]);
  });

  it('goes through the browser’s BroadcastChannel between two real channels', async () => {
    const store = createMemoryCookies();
    const a = createSession(store);
    const b = createSession(store);
    const reloads: (string | undefined)[] = [];
    const stopA = startTabSync(a, { channel: browserTabChannel('test.session'), reload: vi.fn() });
    const stopB = startTabSync(b, {
      channel: browserTabChannel('test.session'),
      reload: (to) => reloads.push(to),
    });
    b.setUser(user('admin'));
    a.setToken('t');
    a.setUser(user('bd'));
    await vi.waitFor(() => expect(reloads).toHaveLength(1));
    stopA();
    stopB();
  });
});
