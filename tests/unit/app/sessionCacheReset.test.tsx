import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { SessionCacheReset } from '@/app/SessionCacheReset';
import { session } from '@/auth/session';
import type { UserInfo } from '@/data/contract';

const user = (adminId: number) => ({ adminId, roles: ['admin'] }) as unknown as UserInfo;

function mount() {
  const client = new QueryClient();
  render(
    <QueryClientProvider client={client}>
      <SessionCacheReset />
    </QueryClientProvider>,
  );
  client.setQueryData(['rows'], ['a row']);
  return client;
}

afterEach(() => act(() => session.setUser(null)));

describe('the session cache reset', () => {
  it('keeps what a page asked for while the user was still loading at boot', () => {
    const client = mount();
    act(() => session.setUser(user(5)));
    expect(client.getQueryData(['rows'])).toEqual(['a row']);
  });

  it('drops the cache when the user becomes someone else, or signs out', () => {
    act(() => session.setUser(user(5)));
    const client = mount();
    act(() => session.setUser(user(6)));
    expect(client.getQueryData(['rows'])).toBeUndefined();

    client.setQueryData(['rows'], ['a row']);
    act(() => session.setUser(null));
    expect(client.getQueryData(['rows'])).toBeUndefined();
  });
});
