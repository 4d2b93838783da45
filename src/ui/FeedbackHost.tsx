import { App } from 'antd';
import { FeedbackBridge } from './FeedbackBridge';

/**
 * antd's `<App>` of the console, holding its messages, dialogs and notifications; its instances
 * reach the console through the bridge (src/ui/feedback.ts). No wrapper element.
 */
export default function FeedbackHost() {
  return (
    <App component={false}>
      <FeedbackBridge />
    </App>
  );
}
