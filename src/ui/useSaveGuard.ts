import { useCallback, useRef, useState } from 'react';
import { isApiError } from '@/data/apiError';
import { t } from '@/i18n';

/** What a rejected save says: the server's message, or the generic failure. */
function reasonOf(error: Error): string {
  return isApiError(error) && error.message ? error.message : t('errors.generic');
}

/**
 * One call per save, on every form: a submit while a save is on its way (a double click, Enter
 * pressed twice, a second click 100 ms later) is ignored, and so is one after a save went
 * through, until `reopen` (a form that stays open after saving calls it when its values change).
 * `sending` is for the save button's `loading`. A rejected save leaves the form as it is and its
 * reason in `failure`, shown in the form (a toast may have been deduplicated away); the next try
 * clears it.
 *
 * `call` resolves when the save went through; it rejects, or resolves to an `Error` (as Refine's
 * `formProps.onFinish` does), when it did not.
 */
export function useSaveGuard() {
  const state = useRef<'idle' | 'sending' | 'sent'>('idle');
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const send = useCallback(async (call: () => unknown): Promise<boolean> => {
    if (state.current !== 'idle') return false;
    state.current = 'sending';
    setSending(true);
    setFailure(null);
    let outcome: unknown;
    try {
      outcome = await call();
    } catch (error) {
      outcome = error instanceof Error ? error : new Error(String(error));
    }
    const failed = outcome instanceof Error;
    state.current = failed ? 'idle' : 'sent';
    setSending(false);
    if (outcome instanceof Error) setFailure(reasonOf(outcome));
    return !failed;
  }, []);

  const reopen = useCallback(() => {
    if (state.current === 'sent') state.current = 'idle';
  }, []);

  /** Whether a save went through (and nothing changed since). */
  const sent = useCallback(() => state.current === 'sent', []);

  return { send, sending, failure, reopen, sent };
}
