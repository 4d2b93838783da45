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

  // The blocker as it is now: it may be handed out anew while it stays blocked (any router
  // state update does it), and that must not ask the user a second time.
  const current = useRef(blocker);
  useLayoutEffect(() => {
    current.current = blocker;
  });
  const blocked = blocker.state === 'blocked';

  useEffect(() => {
    if (!blocked) return;
    let dialog: { destroy: () => void } | undefined;
    let gone = false;
    withFeedback(({ modal }) => {
      if (gone) return;
      dialog = modal.confirm({
        title: t('form.unsavedTitle'),
        content: t('form.unsaved'),
        okText: t('form.leave'),
        cancelText: t('form.stay'),
        onOk: () => {
          setWarnWhen(false);
          current.current.proceed?.();
        },
        onCancel: () => current.current.reset?.(),
      });
    });
    return () => {
      gone = true;
      dialog?.destroy();
    };
  }, [blocked, setWarnWhen, t]);

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
