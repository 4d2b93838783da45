import { MenuOutlined } from '@ant-design/icons';
import { Button, Layout } from 'antd';
import { useTranslation } from '@/i18n/useTranslation';
import { IdentitySwitch } from '@/auth/IdentitySwitch';
import { useSessionUser } from '@/auth/useSession';
import { LanguageSwitch } from '@/i18n/LanguageSwitch';
import { canSwitchLanguage } from '@/i18n/languageRules';
import { AppBreadcrumb } from './AppBreadcrumb';
import { TopBarClientSearch } from './clientSearch/TopBarClientSearch';
import { PaletteLauncher } from './palette/PaletteLauncher';
import { UnreadBell } from './siteMessages/UnreadBell';
import { UserMenu } from './UserMenu';

/**
 * The top bar: where the user is and the user's tools. On mobile (`onOpenMenu` given) the menu
 * button takes the breadcrumb's place (the tab names the page) and the tools are compact (the
 * client search is a button that opens it).
 */
export function TopBar({ onOpenMenu }: { onOpenMenu?: () => void }) {
  const mobile = !!onOpenMenu;
  const { t } = useTranslation();
  const user = useSessionUser();
  return (
    <Layout.Header
      style={{
        background: 'var(--console-color-bg-container, #ffffff)',
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        paddingInline: 16,
        height: 56,
        lineHeight: '56px',
        borderBottom: '1px solid var(--console-color-border-secondary, #f0f0f0)',
        overflowX: 'auto',
      }}
    >
      {onOpenMenu && (
        <Button
          type="text"
          icon={<MenuOutlined />}
          aria-label={t('layout.openMenu')}
          onClick={onOpenMenu}
        />
      )}
      <div style={{ flex: 1, minWidth: 0 }}>{!mobile && <AppBreadcrumb />}</div>
      <TopBarClientSearch compact={mobile} />
      <PaletteLauncher />
      {canSwitchLanguage(user) && <LanguageSwitch />}
      <IdentitySwitch />
      <UnreadBell />
      <UserMenu compact={mobile} />
    </Layout.Header>
  );
}
