// @vitest-environment-options {"url": "https://console.example.com/client/list"}
import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '@/data/contract';
import { session } from '@/auth/session';

/** What the page wrote to document.cookie, while still writing it. */
function cookieWrites(): string[] {
  const writes: string[] = [];
  const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
  vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
    writes.push(value);
    descriptor.set!.call(document, value);
  });
  return writes;
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the session cookies on a page served over https', () => {
  it('sets the token and the role cookies Secure, and still reads them back', () => {
    const writes = cookieWrites();
    session.setToken('token-1');
    session.setRole('admin');
    expect(writes).toHaveLength(2);
    expect(writes[0]).toMatch(new RegExp(`^${storageKeys.tokenCookie}=token-1;.*; Secure$`));
    expect(writes[1]).toMatch(new RegExp(`^${storageKeys.roleCookie}=admin;.*; Secure$`));
    expect(session.getToken()).toBe('token-1');
    expect(session.getRole()).toBe('admin');
  });

  it('removes the token with the same attributes', () => {
    session.setToken('token-2');
    const writes = cookieWrites();
    session.clear();
    expect(writes).toEqual([
      expect.stringMatching(new RegExp(`^${storageKeys.tokenCookie}=; expires=.*; Secure$`)),
    ]);
    expect(session.getToken()).toBeUndefined();
  });
});
