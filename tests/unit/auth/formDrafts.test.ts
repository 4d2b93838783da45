import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DRAFT_MAX_AGE_MS, draftKey, forgetDrafts, readDraft, writeDraft } from '@/auth/formDrafts';

const keys = () => Object.keys(localStorage).sort();

beforeEach(() => localStorage.clear());
afterEach(() => vi.useRealTimers());

describe('form drafts are private and short-lived (issue #40 point 6)', () => {
  it('never keep a password, a token or a captcha, at any depth', () => {
    const key = draftKey(7, 'member', 'create', null)!;
    writeDraft(key, {
      savedAt: Date.now(),
      step: 0,
      values: {
        name: 'Li Chen',
        password: 'hunter2',
        confirmPwd: 'hunter2',
        token: 'abc',
        captcha: '1234',
        rows: [{ account: 'x', accessToken: 'secret', note: 'kept' }],
      },
    });
    expect(localStorage.getItem(key)).not.toMatch(/hunter2|abc|1234|secret/);
    expect(readDraft(key)?.values).toEqual({
      name: 'Li Chen',
      rows: [{ account: 'x', note: 'kept' }],
    });
  });

  it('are dropped unread after 7 days', () => {
    const key = draftKey(7, 'client', 'create', null)!;
    writeDraft(key, { savedAt: Date.now() - DRAFT_MAX_AGE_MS - 1000, step: 0, values: { a: 1 } });
    expect(readDraft(key)).toBeNull();
    expect(localStorage.getItem(key)).toBeNull();
    writeDraft(key, { savedAt: Date.now() - DRAFT_MAX_AGE_MS + 60_000, step: 0, values: { a: 1 } });
    expect(readDraft(key)?.values).toEqual({ a: 1 });
  });

  it("go on logout, and another user's go when someone logs in", () => {
    const now = Date.now();
    for (const [adminId, resource] of [
      [7, 'client'],
      [7, 'member'],
      [8, 'client'],
    ] as const)
      writeDraft(draftKey(adminId, resource, 'create', null)!, {
        savedAt: now,
        step: 0,
        values: {},
      });
    writeDraft(draftKey(7, 'bill', 'edit', '3')!, {
      savedAt: now - DRAFT_MAX_AGE_MS - 1,
      step: 0,
      values: {},
    });
    localStorage.setItem('language', 'en');

    forgetDrafts(7);
    expect(keys()).toEqual(['formDraft:7:client:create', 'formDraft:7:member:create', 'language']);
    forgetDrafts();
    expect(keys()).toEqual(['language']);
  });
});
