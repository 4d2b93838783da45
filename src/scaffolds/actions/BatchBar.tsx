import { Button, Space } from 'antd';
import { useTranslation } from '@/i18n/useTranslation';
import type { ActionDef } from '@/engine/types';
import { labelOf } from './actionModel';

/** Shown while rows are selected: how many, the batch actions the user may use, and clearing. */
export function BatchBar({
  count,
  actions,
  running,
  onRun,
  onClear,
}: {
  count: number;
  actions: [string, ActionDef][];
  running: string | null;
  onRun: (name: string, action: ActionDef) => void;
  onClear: () => void;
}) {
  const { t } = useTranslation();
  if (!count) return null;
  return (
    <div className="batch-bar" role="region" aria-label={t('list.batchBar')}>
      <span className="batch-bar-count" aria-live="polite">
        {t('list.selected', { count })}
      </span>
      <Space wrap size={8}>
        {actions.map(([name, action]) => (
          <Button
            key={name}
            size="small"
            danger={action.danger}
            loading={running === name}
            disabled={running !== null && running !== name}
            onClick={() => onRun(name, action)}
          >
            {t(labelOf(name, action))}
          </Button>
        ))}
        <Button size="small" type="link" onClick={onClear} disabled={running !== null}>
          {t('list.clearSelection')}
        </Button>
      </Space>
    </div>
  );
}
