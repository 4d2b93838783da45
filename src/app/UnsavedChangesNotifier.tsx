import { useWarnAboutChange } from '@refinedev/core';

import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { useBlocker, useLocation, type BlockerFunction } from 'react-router';
import { withFeedback } from '@/ui/feedback';

const LOGIN_PATH = '/login';

/**
 * Asks before leaving a page whose form has unsaved changes (Refine's `warnWhen`). Any change of
 * location (pathname or query: a link, code that navigates, the browser's Back and Forward) is
 * held by react-router's blocker while the user is asked in antd App's dialog: leaving clears
 * `warnWhen` and goes on, staying keeps the page. Closing or reloading the tab gets the browser's
 * own prompt. Needs a data router (src/app/App.tsx).
 */
export function UnsavedChangesNotifier() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { warnWhen, setWarnWhen } = useWarnAboutChange();

  const shouldBlock = useCallback<BlockerFunction>(
    ({ currentLocation, nextLocation }) =>
      warnWhen &&
      // The way to /login is not held: the session is over (expired, or logged out), its page is
      // gone already and nothing could be saved any more.
      nextLocation.pathname !== LOGIN_PATH &&
      (currentLocation.pathname !== nextLocation.pathname ||
        currentLocation.search !== nextLocation.search),
    [warnWhen],
  );
  const blocker = useBlocker(shouldBlock);

  // A new page starts without unsaved changes.
  useEffect(() => () => setWarnWhen(false), [pathname, setWarnWhen]);

  // The blocker as it is now, whose proceed or reset an answer calls.
  const current = useRef(blocker);
  useLayoutEffect(() => {
    current.current = blocker;
  });
  // The router hands out a new blocker for each navigation it holds. One held while the question
  // is open (Back pressed again) is answered by that question. One held after "stay" is asked
  // anew, even when React never drew the reset in between (the router's updates are transitions,
  // which a newer one supersedes): the state then goes from blocked to blocked.
  const held = blocker.state === 'blocked' ? blocker : undefined;
  const question = useRef<{ close: () => void } | undefined>(undefined);

  useEffect(() => {
    if (!held) {
      question.current?.close();
      return;
    }
    if (question.current) return;
    let dialog: { destroy: () => void } | undefined;
    let closed = false;
    const asking = {
      close: () => {
        closed = true;
        dialog?.destroy();
        if (question.current === asking) question.current = undefined;
      },
    };
    const answered = () => {
      if (question.current === asking) question.current = undefined;
    };
    question.current = asking;
    withFeedback(({ modal }) => {
      if (closed) return;
      dialog = modal.confirm({
        title: t('form.unsavedTitle'),
        content: t('form.unsaved'),
        okText: t('form.leave'),
        cancelText: t('form.stay'),
        onOk: () => {
          answered();
          setWarnWhen(false);
          current.current.proceed?.();
        },
        onCancel: () => {
          answered();
          current.current.reset?.();
        },
      });
    });
  }, [held, setWarnWhen, t]);

  useEffect(() => () => question.current?.close(), []);

  useEffect(() => {
    if (!warnWhen) return;
    const onUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when a value is returned; none shows its text.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onUnload);
    return () => window.removeEventListener('beforeunload', onUnload);
  }, [warnWhen]);

  return null;
}
