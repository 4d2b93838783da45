import { Button, Space } from 'antd';
import { navigateTo } from '@/app/navigation';
import { t } from '@/i18n';
import { withFeedback, type Feedback } from '@/ui/feedback';
import { friendlyReminderTargets } from './contract';

/**
 * The friendly-reminder dialog of admin code 600001, with its two ways out (SPEC §8): a dialog of
 * antd's App (src/ui/feedback.ts), so its texts and close button follow the interface's language.
 */
export function openFriendlyReminder(text: string): void {
  withFeedback(({ modal }) => showReminder(modal, text));
}

function showReminder(modal: Feedback['modal'], text: string): void {
  const dialog = modal.warning({
    title: t('errors.friendlyReminder'),
    content: text,
    closable: true,
    footer: (
      <Space style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 24 }}>
        <Button
          onClick={() => {
            dialog.destroy();
            navigateTo(friendlyReminderTargets.messageCentre);
          }}
        >
          {t('errors.goMessageCentre')}
        </Button>
        <Button
          type="primary"
          onClick={() => {
            dialog.destroy();
            navigateTo(friendlyReminderTargets.walletTopUp);
          }}
        >
          {t('errors.goWalletTopUp')}
        </Button>
      </Space>
    ),
  });
}
