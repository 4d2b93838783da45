import type { App } from 'antd';

/**
 * antd's feedback instances as `App.useApp()` gives them: messages, dialogs and notifications
 * rendered inside `<App>`, so in the interface's language and theme (`UiLocaleProvider`).
 */
export type Feedback = ReturnType<typeof App.useApp>;

/**
 * Every message, confirmation and notification of the console goes through antd's `<App>` and
 * the instances `App.useApp()` gives inside it. That `<App>` is mounted beside the console, not
 * around it (src/ui/FeedbackSlot.tsx), and its code (antd's message, modal and notification: the
 * `feedback` chunk, 20 kB gz) loads at the user's first input, when something is to be shown, or
 * 3 s after the console is up: it is not on a cold page's way to its first rows. Before the console is mounted (the login page,
 * the boot), the first call mounts an `<App>` of its own (src/ui/standaloneFeedback.tsx).
 */
let registered: Feedback | null = null;
/** What the console's slot does to mount its `<App>` now (set while the console is mounted). */
let loadHost: (() => void) | null = null;
let waiting: ((feedback: Feedback) => void)[] = [];
let standalone: Promise<typeof import('./standaloneFeedback')> | undefined;

/**
 * Called by `FeedbackBridge` (rendered inside `<App>`) on mount; shows what was asked for while
 * it loaded, and returns what undoes it on unmount (unless another App registered since).
 */
export function registerFeedback(feedback: Feedback): () => void {
  registered = feedback;
  const asked = waiting;
  waiting = [];
  asked.forEach((show) => show(feedback));
  return () => {
    if (registered === feedback) registered = null;
  };
}

/** Called by the console's slot: how to mount its `<App>` when something is to be shown. */
export function registerFeedbackHost(load: () => void): () => void {
  loadHost = load;
  return () => {
    if (loadHost === load) loadHost = null;
  };
}

/** Shows something through the console's `<App>`, or through a standalone one outside it. */
export function withFeedback(show: (feedback: Feedback) => void): void {
  if (registered) {
    show(registered);
    return;
  }
  if (loadHost) {
    waiting.push(show);
    loadHost();
    return;
  }
  standalone ??= import('./standaloneFeedback');
  standalone
    .then(({ standaloneFeedback }) => standaloneFeedback())
    .then(
      (feedback) => show(registered ?? feedback),
      () => {
        // Its code could not load (offline): nothing to show it with; the next call tries again.
        standalone = undefined;
      },
    );
}

/** A message toast (error, success…) through `withFeedback`. */
export function showMessage(type: 'success' | 'error' | 'info' | 'warning', content: string): void {
  withFeedback(({ message }) => void message[type](content));
}

type Forwarded<T> = {
  [K in keyof T]: T[K] extends (...args: infer A) => unknown ? (...args: A) => void : never;
};

function forward<K extends keyof Feedback>(part: K): Forwarded<Feedback[K]> {
  return new Proxy({} as Forwarded<Feedback[K]>, {
    get:
      (_, method: string) =>
      (...args: unknown[]) =>
        withFeedback((feedback) => {
          const target = feedback[part] as unknown as Record<string, (...a: unknown[]) => unknown>;
          void target[method](...args);
        }),
  });
}

/**
 * antd App's message, modal and notification, for components and any other code alike:
 * `feedback.modal.confirm({ … })`, `feedback.message.success(text)`.
 */
export const feedback = {
  message: forward('message'),
  modal: forward('modal'),
  notification: forward('notification'),
};

/** The console's feedback (antd App's instances), in a component. */
export const useFeedback = () => feedback;
