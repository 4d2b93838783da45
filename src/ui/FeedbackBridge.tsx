import { App } from 'antd';
import { useLayoutEffect } from 'react';
import { registerFeedback } from './feedback';

/**
 * Rendered inside antd's `<App>`: hands its message, modal and notification instances to code
 * outside React (src/ui/feedback.ts) for as long as it is mounted. Registered in a layout effect,
 * before any page's effects can ask for data (and fail).
 */
export function FeedbackBridge() {
  const feedback = App.useApp();
  useLayoutEffect(() => registerFeedback(feedback), [feedback]);
  return null;
}
