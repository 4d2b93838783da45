import { Button, message, Space } from 'antd';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ActionDef, ResourceDef } from '@/engine/types';
import { confirm } from '@/ui/confirm';
import { reasonKeyOf, useResourceActions } from './useResourceActions';

type Row = Record<string, unknown>;

export const labelOf = (name: string, action: ActionDef) => action.label ?? `actions.${name}`;

// The reason form loads when an action first asks for one.
const ReasonDialog = lazy(() => import('./ReasonDialog'));

/**
 * Runs declared actions: confirms or asks for a reason where declared, calls the endpoint, then
 * refreshes the lists and details. One runner serves a whole table; `dialog` must be rendered.
 */
export function useActionRunner(resource: ResourceDef) {
  const { t, i18n } = useTranslation();
  const { visibleFor, run } = useResourceActions(resource);
  const reasonLabel = (name: string) =>
    i18n.exists(`actions.reasonOf.${name}`) ? `actions.reasonOf.${name}` : 'common.reason';
  const [asking, setAsking] = useState<[string, ActionDef, Row] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const execute = async (name: string, action: ActionDef, record: Row, reason?: string) => {
    setBusy(name);
    try {
      await run(action, record, reason);
      void message.success(t('actions.done', { action: t(labelOf(name, action)) }));
    } finally {
      setBusy(null);
    }
  };

  const start = (name: string, action: ActionDef, record: Row) => {
    if (reasonKeyOf(action)) return setAsking([name, action, record]);
    if (action.confirm || action.danger) {
      void confirm({
        title: t('actions.confirmTitle', { action: t(labelOf(name, action)) }),
        okText: t('buttons.confirm'),
        cancelText: t('buttons.cancel'),
        okButtonProps: { danger: action.danger },
        onOk: () => execute(name, action, record).catch(() => undefined),
      });
      return;
    }
    void execute(name, action, record).catch(() => undefined);
  };

  const dialog: ReactNode = asking && (
    <Suspense fallback={null}>
      <ReasonDialog
        title={t(labelOf(asking[0], asking[1]))}
        reasonLabel={reasonLabel(asking[0])}
        onSubmit={(reason) => execute(asking[0], asking[1], asking[2], reason)}
        onClose={() => setAsking(null)}
      />
    </Suspense>
  );

  return { visibleFor, start, busy, dialog };
}

export type ActionRunner = ReturnType<typeof useActionRunner>;

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
