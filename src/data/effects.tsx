import { Button, message, Modal, Space } from 'antd';
import { currentPath, navigateTo } from '@/app/navigation';
import { session, type SessionEndReason } from '@/auth/session';
import { t } from '@/i18n';
import { friendlyReminderTargets } from './contract';
import type { ErrorEffects } from './errorCatalogue';

/** Where a rejected session sends the user: /login, remembering the page to come back to. */
export function loginRedirect(reason?: SessionEndReason, here: string = currentPath()): string {
  const params = new URLSearchParams();
  if (!here.startsWith('/login')) params.set('to', here);
  if (reason) params.set('reason', reason);
  const query = params.toString();
  return query ? `/login?${query}` : '/login';
}

function openFriendlyReminder(text: string) {
  const dialog = Modal.warning({
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

export const screenEffects: ErrorEffects = {
  toast: (text) => void message.error(text),
  endSession() {
    const to = loginRedirect('expired');
    session.clear('expired');
    navigateTo(to, { replace: true });
  },
  friendlyReminder: openFriendlyReminder,
  text: (key) => t(`errors.${key}`),
};
