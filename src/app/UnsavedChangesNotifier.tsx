import { useTranslate, useWarnAboutChange } from '@refinedev/core';
import { useContext, useEffect } from 'react';
import { UNSAFE_NavigationContext as NavigationContext, useLocation } from 'react-router';

/**
 * Asks before leaving a page whose form has unsaved changes (Refine's `warnWhen`): on in-app
 * navigation with a confirm, on closing or reloading the tab with the browser's own prompt.
 * The same behaviour as @refinedev/react-router's notifier, whose module would also bring its
 * router bindings and their query-string library.
 */
export function UnsavedChangesNotifier() {
  const translate = useTranslate();
  const { pathname } = useLocation();
  const { navigator } = useContext(NavigationContext);
  const { warnWhen, setWarnWhen } = useWarnAboutChange();
  const message = translate(
    'warnWhenUnsavedChanges',
    'Are you sure you want to leave? You have unsaved changes.',
  );

  // A new page starts without unsaved changes.
  useEffect(() => () => setWarnWhen(false), [pathname, setWarnWhen]);

  useEffect(() => {
    if (!warnWhen) return;
    const onUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = message;
      return message;
    };
    const confirmed = () => {
      const leave = window.confirm(message);
      if (leave) setWarnWhen(false);
      return leave;
    };
    const { push, go } = navigator;
    navigator.push = (...args: Parameters<typeof push>) => {
      if (confirmed()) push(...args);
    };
    navigator.go = (...args: Parameters<typeof go>) => {
      if (confirmed()) go(...args);
    };
    window.addEventListener('beforeunload', onUnload);
    return () => {
      navigator.push = push;
      navigator.go = go;
      window.removeEventListener('beforeunload', onUnload);
    };
  }, [warnWhen, message, navigator, setWarnWhen]);

  return null;
}
