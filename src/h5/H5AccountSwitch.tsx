import { Dialog } from 'antd-mobile';
import { useEffect, useState } from 'react';
import { accountOfToken } from '@/auth/handedAccount';
import { session } from '@/auth/session';
import type { UserInfo } from '@/data/contract';
import { useTranslation } from '@/i18n/useTranslation';

/**
 * A link handed this page another account's token while a session was open (tokenHandOver.ts):
 * the open session stays unless its user, told both accounts' names, switches. A token that is no
 * session's is dropped without a word.
 */
export function H5AccountSwitch({ token }: { token: string }) {
  const { t } = useTranslation();
  const [accounts, setAccounts] = useState<{ current: UserInfo; handed: UserInfo } | null>(null);
  const [open, setOpen] = useState(true);
  useEffect(() => {
    let alive = true;
    const current = session.getToken();
    void Promise.all([accountOfToken(token), current && accountOfToken(current)]).then(
      ([handed, mine]) => {
        if (alive && handed && mine) setAccounts({ current: mine, handed });
      },
    );
    return () => {
      alive = false;
    };
  }, [token]);
  if (!accounts) return null;
  const nameOf = (user: UserInfo) =>
    t('h5.accountSwitch.account', { name: user.name, org: user.orgName });
  const switchAccount = () => {
    session.setUser(null);
    session.setToken(token);
    // The new identity's menus, rights and pages, from the start.
    window.location.reload();
  };
  return (
    <Dialog
      visible={open}
      title={t('h5.accountSwitch.title')}
      content={t('h5.accountSwitch.question', {
        current: nameOf(accounts.current),
        handed: nameOf(accounts.handed),
      })}
      onClose={() => setOpen(false)}
      actions={[
        [
          { key: 'stay', text: t('h5.accountSwitch.stay'), onClick: () => setOpen(false) },
          { key: 'switch', text: t('h5.accountSwitch.switch'), bold: true, onClick: switchAccount },
        ],
      ]}
    />
  );
}
