import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { readDraft, removeDraft, writeDraft } from '@/auth/formDrafts';
import { registerOpenForm } from './openForms';

type Values = Record<string, unknown>;

/**
 * Nothing typed is lost to a session's end: while the form is open, its unsaved input is kept as
 * a draft under `key` (per user: see `draftKey`) when the session ends, and once the form is
 * `ready` again (the same user logged in, the same page and form open) the draft is given back
 * through `restore` and removed. Returns when the restored draft was kept, or null.
 */
export function useSessionDraft({
  key,
  ready,
  dirty,
  values,
  restore,
}: {
  key: string | null;
  ready: boolean;
  /** Whether the form holds input that has not been saved. */
  dirty: () => boolean;
  /** The form's values as they would be sent. */
  values: () => Values;
  restore: (values: Values) => void;
}): number | null {
  const latest = useRef({ key, dirty, values, restore });
  useLayoutEffect(() => {
    latest.current = { key, dirty, values, restore };
  });

  useEffect(
    () =>
      registerOpenForm({
        dirty: () => latest.current.dirty(),
        keep: () => {
          const { key: at, values: read } = latest.current;
          if (at) writeDraft(at, { savedAt: Date.now(), step: 0, values: read(), restore: true });
        },
      }),
    [],
  );

  const [restoredAt, setRestoredAt] = useState<number | null>(null);
  const looked = useRef(false);
  useEffect(() => {
    if (!ready || !key || looked.current) return;
    looked.current = true;
    const draft = readDraft(key);
    if (!draft?.restore) return;
    removeDraft(key);
    latest.current.restore(draft.values);
    setRestoredAt(draft.savedAt);
  }, [ready, key]);

  return restoredAt;
}
