/**
 * A form's draft, kept in the browser: per user and form, the values as they would be sent
 * (dates as text, amounts as typed) and the step reached. A step form keeps one while it is
 * filled in; every form keeps one as the session ends (src/scaffolds/forms/openForms.ts).
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

export function writeDraft(key: string, draft: FormDraft): void {
  try {
    localStorage.setItem(key, JSON.stringify(draft));
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
