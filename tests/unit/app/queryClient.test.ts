// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { dropCacheOnIdentityChange } from '@/app/queryClient';
import { createMemoryCookies } from '@/auth/cookies';
import { createSession } from '@/auth/session';
import type { UserInfo } from '@/data/contract';
import { createQueryClient } from '@/data/queryClient';

const user = (adminId: number) => ({ adminId, roles: ['admin'] }) as unknown as UserInfo;

function cacheOf(session = createSession(createMemoryCookies())) {
  const client = createQueryClient();
  dropCacheOnIdentityChange(client, session);
  client.setQueryData(['rows'], ['a row']);
  return { client, session };
}

describe("the console's query cache", () => {
  it('keeps what was fetched while the user was still loading at boot', () => {
    const { client, session } = cacheOf();
    session.setUser(user(5));
    expect(client.getQueryData(['rows'])).toEqual(['a row']);
  });

  it('drops the cache when the user becomes someone else, or signs out', () => {
    const session = createSession(createMemoryCookies());
    session.setUser(user(5));
    const { client } = cacheOf(session);
    session.setUser(user(6));
    expect(client.getQueryData(['rows'])).toBeUndefined();

    client.setQueryData(['rows'], ['a row']);
    session.clear('expired');
    expect(client.getQueryData(['rows'])).toBeUndefined();
  });

  it('keeps it when the same user is read again', () => {
    const session = createSession(createMemoryCookies());
    session.setUser(user(5));
    const { client } = cacheOf(session);
    session.setUser(user(5));
    expect(client.getQueryData(['rows'])).toEqual(['a row']);
  });
});
