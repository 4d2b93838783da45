import { Button, Space } from 'antd';
import { useTranslation } from '@/i18n/useTranslation';
import type { ResourceDef } from '@/engine/types';
import { labelOf } from './actionModel';
import { useActionRunner } from './useActionRunner';

type Row = Record<string, unknown>;

/** The declared actions a record allows, as buttons (details drawer). */
export function ActionButtons({ resource, record }: { resource: ResourceDef; record: Row }) {
  const { t } = useTranslation();
  const { visibleFor, start, busy, dialog } = useActionRunner(resource);
  const visible = visibleFor(record);
  if (!visible.length) return null;
  return (
    <Space size={4} wrap>
      {visible.map(([name, action]) => (
        <Button
          key={name}
          size="small"
          type="link"
          danger={action.danger}
          loading={busy === name}
          onClick={() => start(name, action, record)}
        >
          {t(labelOf(name, action))}
        </Button>
      ))}
      {dialog}
    </Space>
  );
}
