import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Space } from 'antd';
import { useTranslation } from '@/i18n/useTranslation';
import { Link, useParams } from 'react-router';
import { nameFieldOf } from '@/engine/references';
import { resourceByName } from '@/engine/registry';
import type { ResourceDef } from '@/engine/types';

/**
 * For a page of one record's data (`/client/bill/:clientId`): whose data it is — the name the rows
 * carry, else the id — and a link back to the list it belongs to.
 */
export function OwnerHeader({
  resource,
  rows,
}: {
  resource: ResourceDef;
  rows: Record<string, unknown>[];
}) {
  const { t } = useTranslation();
  const params = useParams();
  const owners = Object.entries(params).filter(([name]) => name !== '*' && name !== 'logType');
  if (!owners.length) return null;
  const parent = resource.parent ? resourceByName(resource.parent) : undefined;
  return (
    <Space wrap style={{ marginBottom: 16 }}>
      {parent?.route && (
        <Link to={parent.route}>
          <Button icon={<ArrowLeftOutlined />}>
            {t('list.backTo', { page: t(`routes.${parent.name}`) })}
          </Button>
        </Link>
      )}
      {owners.map(([name, value]) => {
        const carried = rows.find((row) => row[nameFieldOf(name)])?.[nameFieldOf(name)];
        return (
          <strong key={name} data-testid="owner">
            {t('list.owner', { name: carried ? `${carried} (#${value})` : `#${value}` })}
          </strong>
        );
      })}
    </Space>
  );
}
