import { lazy, Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { useAppAbility } from '@/auth/AbilityContext';
import { canDo } from '@/access/can';
import type { ActionDef, ResourceDef } from '@/engine/types';
import { abilityOf, stateAllows } from '@/engine/actions';
import { actionFieldsOf, labelOf, rowActionsOf } from './actionModel';
import { useActionCall } from './useActionCall';
import { useFeedback } from '@/ui/feedback';
import { withViewTexts } from '@/i18n';
import { useSessionUser } from '@/auth/useSession';

type Row = Record<string, unknown>;

// The value form loads when an action first asks for values.
export const ActionFormModal = lazy(withViewTexts(() => import('./ActionFormModal')));

/**
 * A record's declared actions: which it offers (its state allows them and the user has the right
 * on this record), and running one: confirmed first where declared, its values asked for first
 * where it takes any, then called, with the lists and details refreshed. One runner serves a
 * whole table; its `dialog` must be rendered.
 */
export function useActionRunner(resource: ResourceDef) {
  const { t, i18n } = useTranslation();
  const { modal, message } = useFeedback();
  const ability = useAppAbility();
  const call = useActionCall(resource);
  const [asking, setAsking] = useState<{
    name: string;
    action: ActionDef;
    record: Row;
    kept?: Row;
  } | null>(null);
  const adminId = useSessionUser()?.adminId;

  // An action's form open as the session ended opens again, filled in (its draft is used up).
  // The draft's key is `actionDraftKey`'s; the code to read it loads only when there is one.
  useEffect(() => {
    if (localStorage.getItem(`formDraft:${adminId}:${resource.name}:action`))
      void import('./keptAction').then(({ takeKeptAction }) => {
        const kept = takeKeptAction(adminId, resource);
        if (kept) setAsking(kept);
      });
  }, [adminId, resource]);
  const [busy, setBusy] = useState<string | null>(null);

  const visibleFor = useCallback(
    (record: Row) =>
      rowActionsOf(resource).filter(
        ([name, action]) =>
          stateAllows(action, record) &&
          canDo(ability, abilityOf(name, action), resource.subject, record),
      ),
    [resource, ability],
  );

  // An action that answers something to read (`shows`): a dialog with it, to copy.
  const showAnswer = async (name: string, action: ActionDef, answer: unknown) => {
    const field = action.shows!;
    if (typeof field !== 'string') {
      const { ActionAnswerFields } = await import('./ActionAnswerFields');
      void modal.info({
        title: t(labelOf(name, action)),
        content: <ActionAnswerFields resource={resource} fields={field} answer={answer} />,
        okText: t('buttons.close'),
      });
      return;
    }
    const value = (answer as { data?: Row } | undefined)?.data?.[field];
    if (typeof value !== 'string' || !value.trim()) {
      void message.error(t('actions.nothingAnswered'));
      return;
    }
    const { ActionAnswer } = await import('./ActionAnswer');
    const entity = resource.schema?.entity ?? resource.name;
    void modal.info({
      title: t(labelOf(name, action)),
      content: <ActionAnswer label={t(`fields.${entity}.${field}`)} value={value} />,
      okText: t('buttons.close'),
    });
  };

  const run = async (name: string, action: ActionDef, record: Row) => {
    setBusy(name);
    try {
      const answer = await call(name, action, record);
      if (action.shows) await showAnswer(name, action, answer);
      else void message.success(t('actions.done', { action: t(labelOf(name, action)) }));
    } catch {
      // The data layer has shown why.
    } finally {
      setBusy(null);
    }
  };

  const start = (name: string, action: ActionDef, record: Row) => {
    if (actionFieldsOf(name, action, (key) => i18n.exists(key)).length) {
      setAsking({ name, action, record });
    } else if (action.confirm || action.danger) {
      void modal.confirm({
        title: t('actions.confirmTitle', { action: t(labelOf(name, action)) }),
        okText: t('buttons.confirm'),
        cancelText: t('buttons.cancel'),
        okButtonProps: { danger: action.danger },
        onOk: () => run(name, action, record),
      });
    } else {
      void run(name, action, record);
    }
  };

  const dialog: ReactNode = asking && (
    <Suspense fallback={null}>
      <ActionFormModal
        resource={resource}
        name={asking.name}
        action={asking.action}
        records={[asking.record]}
        kept={asking.kept}
        onClose={() => setAsking(null)}
      />
    </Suspense>
  );

  return { visibleFor, start, busy, dialog };
}

export type ActionRunner = ReturnType<typeof useActionRunner>;
