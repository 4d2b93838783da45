import { SwapOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useTranslation } from '@/i18n/useTranslation';
import { navigateTo } from '@/ui/navigation';
import { LazyDropdown } from '@/ui/LazyDropdown';
import { HOME_ROUTE } from './redirects';
import { switchIdentity } from './userLoader';
import { useSessionUser } from './useSession';
import { useFeedback } from '@/ui/feedback';

/** For users with several roles: pick the identity to work as (SPEC §6). */
export function IdentitySwitch() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const { message } = useFeedback();
  if (!user || (user.roleList?.length ?? 0) < 2) return null;
  const current = user.roles[0];

  const choose = async (adminId: number, roleName: string) => {
    try {
      await switchIdentity(adminId, roleName);
      void message.success(t('identity.switched', { role: t(`roles.${roleName}`) }));
      navigateTo(HOME_ROUTE);
    } catch {
      // The data layer has shown why.
    }
  };

  return (
    <LazyDropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [String(user.adminId)],
        items: user.roleList.map((item) => ({
          key: String(item.adminId),
          label: t(`roles.${item.roleName}`),
        })),
        onClick: ({ key }) => {
          const target = user.roleList.find((item) => String(item.adminId) === key);
          if (target && target.adminId !== user.adminId)
            void choose(target.adminId, target.roleName);
        },
      }}
    >
      <Button type="text" icon={<SwapOutlined />} title={t('identity.switch')}>
        {t('identity.current', { role: t(`roles.${current}`) })}
      </Button>
    </LazyDropdown>
  );
}
