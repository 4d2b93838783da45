/** Where drafts are kept: `formDraft:<adminId>:…` keys of the browser's local storage. */
export const DRAFT_PREFIX = 'formDraft:';
/** A draft older than this is dropped unread: staff share machines. */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
// What a draft never holds, whatever form it comes from.
const SECRET_FIELD = /pass(word)?|pwd|token|secret|captcha/i;

/**
 * A form's draft, kept in the browser: per user and form, the values as they would be sent
 * (dates as text, amounts as typed) and the step reached. A step form keeps one while it is
 * filled in; every form keeps one as the session ends (src/scaffolds/forms/openForms.ts). Drafts
 * are private and short-lived: never a password or a token, dropped after 7 days, all of them on
 * logout and another user's on a login (`forgetDrafts`).
 */
export interface FormDraft {
  /** When it was last written (ms since the epoch). */
  savedAt: number;
  step: number;
  values: Record<string, unknown>;
  /** Kept as the session ended: given back at once after logging in again, not offered. */
  restore?: boolean;
  /** An action's form: which action, on which record (as the list showed it). */
  action?: string;
  record?: Record<string, unknown>;
}

/** `formDraft:<adminId>:<resource>:create` or `…:edit:<id>`: another user never sees it. */
export function draftKey(
  adminId: unknown,
  resource: string,
  mode: 'create' | 'edit',
  id: string | null,
): string | null {
  if (adminId === undefined || adminId === null || adminId === '') return null;
  return `formDraft:${String(adminId)}:${resource}:${mode === 'create' ? 'create' : `edit:${id}`}`;
}

/** `formDraft:<adminId>:<resource>:action`: the action form open on the resource's records. */
export function actionDraftKey(adminId: unknown, resource: string): string | null {
  if (adminId === undefined || adminId === null || adminId === '') return null;
  return `formDraft:${String(adminId)}:${resource}:action`;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The draft kept under a key; anything unreadable counts as none. */
export function readDraft(key: string): FormDraft | null {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(key) ?? 'null');
    if (!isRecord(parsed) || !isRecord(parsed.values)) return null;
    const savedAt = Number(parsed.savedAt);
    const step = Number(parsed.step);
    if (!Number.isFinite(savedAt) || !Number.isInteger(step) || step < 0) return null;
    if (Date.now() - savedAt > DRAFT_MAX_AGE_MS) {
      removeDraft(key);
      return null;
    }
    return {
      savedAt,
      step,
      values: parsed.values,
      ...(parsed.restore === true && { restore: true }),
      ...(typeof parsed.action === 'string' &&
        isRecord(parsed.record) && { action: parsed.action, record: parsed.record }),
    };
  } catch {
    return null;
  }
}

/** Values without what a draft never keeps (passwords, tokens, captchas), at any depth. */
function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([name]) => !SECRET_FIELD.test(name))
      .map(([name, inner]) => [name, withoutSecrets(inner)]),
  );
}

export function writeDraft(key: string, draft: FormDraft): void {
  try {
    localStorage.setItem(key, JSON.stringify({ ...draft, values: withoutSecrets(draft.values) }));
  } catch {
    // A full or refused storage: the form goes on without a draft.
  }
}

export function removeDraft(key: string): void {
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing kept, nothing to remove.
  }
}

/**
 * Drops the drafts of every user but `keepAdminId` (all of them without one: a logout), and any
 * draft too old to keep.
 */
export function forgetDrafts(keepAdminId?: unknown): void {
  try {
    const keep = keepAdminId === undefined || keepAdminId === null ? null : String(keepAdminId);
    const keys = Array.from({ length: localStorage.length }, (_, index) => localStorage.key(index));
    for (const key of keys) {
      if (!key?.startsWith(DRAFT_PREFIX)) continue;
      const owner = key.slice(DRAFT_PREFIX.length).split(':')[0];
      if (owner !== keep) localStorage.removeItem(key);
      else readDraft(key);
    }
  } catch {
    // No storage: no drafts.
  }
}
