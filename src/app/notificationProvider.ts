import type { NotificationProvider } from '@refinedev/core';
import { withFeedback } from '@/ui/feedback';

/**
 * Refine's notifications through antd's App (src/ui/feedback.ts): a success is a message toast.
 * Errors are dropped on purpose: every failed call has already been shown once, by the data
 * layer's error catalogue (src/data/errorCatalogue.ts), with the server's own message; Refine
 * would show it a second time. Progress notices belong to undoable mutations, which the console
 * does not use.
 */
export const notificationProvider: NotificationProvider = {
  open({ type, message, key }) {
    if (type !== 'success') return;
    withFeedback((feedback) => void feedback.message.success({ content: message, key }));
  },
  close(key) {
    withFeedback((feedback) => feedback.message.destroy(key));
  },
};
