import { BellOutlined } from '@ant-design/icons';
import { Badge } from 'antd';
import { useTranslation } from '@/i18n/useTranslation';
import { Link } from 'react-router';
import { useAppAbility } from '@/auth/AbilityContext';
import { useSessionUser } from '@/auth/useSession';
import { useUnreadCount } from './useUnreadCount';

export const MESSAGE_CENTRE_PATH = '/news/centre';

const linkStyle = { display: 'inline-flex', alignItems: 'center', padding: '4px 8px' } as const;

/** The unread site-message count, linking to the message centre (for those who may open it). */
export function UnreadBell() {
  const { t } = useTranslation();
  const user = useSessionUser();
  const ability = useAppAbility();
  const allowed = !!user && ability.can('read', 'NewsCentre');
  const count = useUnreadCount(allowed ? user.adminId : undefined);
  if (!allowed) return null;
  const label = t('siteMessages.unread', { count });
  return (
    <Link to={MESSAGE_CENTRE_PATH} aria-label={label} title={label} style={linkStyle}>
      <Badge count={count} size="small" overflowCount={99}>
        <BellOutlined
          style={{
            fontSize: 18,
            color: 'var(--console-color-text-secondary, rgba(0, 0, 0, 0.65))',
          }}
        />
      </Badge>
    </Link>
  );
}
