import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import '@/app/declarations';
import { session } from '@/auth/session';
import type { UserInfo } from '@/data/contract';
import { useVisitedTabs } from '@/layout/tabs/useVisitedTabs';
import { createDemoAccounts } from '@demo-backend/users';

const accounts = createDemoAccounts();
const user = (username: string): UserInfo => accounts.find((a) => a.username === username)!.info;

function openShell(path: string) {
  // The tabs read the address the page leaves from the browser's.
  window.history.replaceState(null, '', path);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={[path]}>{children}</MemoryRouter>
  );
  return renderHook(() => useVisitedTabs(), { wrapper });
}

const paths = (tabs: { path: string }[]) => tabs.map((tab) => tab.path);

afterEach(() => {
  sessionStorage.clear();
  session.clear();
});

describe('the visited-page tabs', () => {
  it('are a user’s own: another user signing in in the same browser tab starts with none', () => {
    session.setUser(user('admin'));
    const first = openShell('/client/list');
    act(() => first.result.current.open('/mediaAgent/list'));
    expect(paths(first.result.current.tabs)).toEqual(['/client/list', '/mediaAgent/list']);
    first.unmount();

    // The session ends, another user signs in: the shell mounts again in the same tab.
    session.clear();
    session.setUser(user('bd'));
    const next = openShell('/client/list');
    expect(paths(next.result.current.tabs)).toEqual(['/client/list']);
    next.unmount();

    // The same user again finds theirs (a reload keeps them).
    const again = openShell('/client/list');
    expect(paths(again.result.current.tabs)).toEqual(['/client/list']);
  });

  it('start afresh when the user switches identity in place', () => {
    session.setUser(user('admin'));
    const shell = openShell('/client/list');
    act(() => shell.result.current.open('/mediaAgent/list'));
    act(() => session.setUser(user('bd')));
    expect(paths(shell.result.current.tabs)).not.toContain('/client/list');
  });

  it('stay for the same user after a reload', () => {
    session.setUser(user('admin'));
    const first = openShell('/client/list');
    act(() => first.result.current.open('/mediaAgent/list'));
    first.unmount();
    const reloaded = openShell('/client/list');
    expect(paths(reloaded.result.current.tabs).sort()).toEqual([
      '/client/list',
      '/mediaAgent/list',
    ]);
  });
});
