import { Button, Space } from 'antd';
import { abilityFor } from '@/access/ability';
import { canOpen } from '@/access/routeAccess';
import { navigateTo, onLocationChange } from '@/ui/navigation';
import { useSessionUser } from '@/auth/useSession';
import { matchRoute } from '@/engine/routeMatch';
import { t } from '@/i18n';
import { withFeedback, type Feedback } from '@/ui/feedback';
import { friendlyReminderTargets, type UserInfo } from '../data/contract';

/** The dialog on screen, if any: a second 600001 while it is open adds no second one. */
let shown: { destroy: () => void } | null = null;

/** The reminder's ways out that this user may open (a main-organisation user has no wallet). */
function targetsFor(user: UserInfo | null): { path: string; label: string; primary: boolean }[] {
  const ability = abilityFor(user);
  const targets = [
    {
      path: friendlyReminderTargets.messageCentre,
      label: 'errors.goMessageCentre',
      primary: false,
    },
    { path: friendlyReminderTargets.walletTopUp, label: 'errors.goWalletTopUp', primary: true },
  ];
  return targets.filter(({ path }) => {
    const route = matchRoute(path);
    return route !== null && canOpen(ability, user, route.resource);
  });
}

/**
 * The friendly-reminder dialog of admin code 600001 (SPEC §8): one at a time, closed when the
 * user goes to another page, offering only the pages the user may open, in antd's App
 * (src/ui/feedback.ts) so its texts follow the interface's language.
 */
export function openFriendlyReminder(text: string): void {
  if (shown) return;
  withFeedback(({ modal }) => {
    if (!shown) showReminder(modal, text);
  });
}

function showReminder(modal: Feedback['modal'], text: string): void {
  const close = () => {
    stopWatching();
    shown?.destroy();
    shown = null;
  };
  const go = (path: string) => {
    close();
    navigateTo(path);
  };
  const stopWatching = onLocationChange(close);
  shown = modal.warning({
    title: t('errors.friendlyReminder'),
    content: text,
    closable: true,
    onCancel: close,
    afterClose: () => {
      stopWatching();
      shown = null;
    },
    footer: <ReminderButtons go={go} close={close} />,
  });
}

/** The ways out, as soon as it is known who the user is (a call at boot may come first). */
function ReminderButtons({ go, close }: { go: (path: string) => void; close: () => void }) {
  const targets = targetsFor(useSessionUser());
  return (
    <Space style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 24 }}>
      {targets.length === 0 && <Button onClick={close}>{t('common.close')}</Button>}
      {targets.map(({ path, label, primary }) => (
        <Button key={path} type={primary ? 'primary' : 'default'} onClick={() => go(path)}>
          {t(label)}
        </Button>
      ))}
    </Space>
  );
}
