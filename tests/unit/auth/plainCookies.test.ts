// @vitest-environment-options {"url": "http://127.0.0.1:4173/login"}
import { afterEach, describe, expect, it, vi } from 'vitest';
import { session } from '@/auth/session';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the session cookies on a page served over plain http (a local build)', () => {
  it('are not Secure, which the browser would refuse there', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    });
    session.setToken('token-1');
    session.setRole('admin');
    expect(writes).toHaveLength(2);
    for (const write of writes) expect(write).not.toMatch(/Secure/i);
    expect(session.getToken()).toBe('token-1');
  });
});
