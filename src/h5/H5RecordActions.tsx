import { Button, Dialog, Popup, TextArea } from 'antd-mobile';
import { useState } from 'react';
import { reasonKeyOf } from '@/engine/actions';
import type { ActionDef, ResourceDef } from '@/engine/types';
import { useTranslation } from '@/i18n/useTranslation';
import { labelOf, recordName } from '@/scaffolds/actions/actionModel';
import H5ActionForm from './H5ActionForm';
import { useH5Actions } from './useH5Actions';

type Row = Record<string, unknown>;
interface Pending {
  name: string;
  action: ActionDef;
  record: Row;
}

interface Props {
  resource: ResourceDef;
  /** The record whose actions are offered; null when the sheet is closed. */
  record: Row | null;
  onClose: () => void;
  /** What became of an action: its message, and whether it failed. */
  onDone: (text: string, failed: boolean) => void;
}

/**
 * A record's declared actions in an action sheet, confirmed where the declaration says so
 * (`confirm`, `danger`), with a reason where it asks one, and the values an action asks for in a
 * form of their own (H5ActionForm). Loaded with the first sheet opened.
 */
export default function H5RecordActions({ resource, record, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const actions = useH5Actions(resource);
  const [pending, setPending] = useState<Pending | null>(null);
  const [reason, setReason] = useState('');

  const [filling, setFilling] = useState<Pending | null>(null);
  const done = ({ name, action }: Pending) =>
    onDone(t('actions.done', { action: t(labelOf(name, action)) }), false);

  const run = async (choice: Pending, withReason?: string) => {
    setPending(null);
    const key = reasonKeyOf(choice.action);
    try {
      await actions.run(
        choice.name,
        choice.action,
        choice.record,
        key && withReason !== undefined ? { [key]: withReason } : {},
      );
      done(choice);
    } catch (error) {
      onDone(error instanceof Error && error.message ? error.message : t('errors.generic'), true);
    }
  };

  const start = (choice: Pending) => {
    onClose();
    setReason('');
    if (Object.keys(choice.action.fields ?? {}).length) setFilling(choice);
    else if (reasonKeyOf(choice.action) || choice.action.confirm || choice.action.danger)
      setPending(choice);
    else void run(choice);
  };

  return (
    <>
      {filling && (
        <H5ActionForm
          resource={resource}
          name={filling.name}
          action={filling.action}
          record={filling.record}
          onClose={() => setFilling(null)}
          onSend={(values) =>
            actions
              .run(filling.name, filling.action, filling.record, values)
              .then(() => done(filling))
          }
        />
      )}
      {/* Not antd-mobile's ActionSheet: its entries are options without a list, out of the
          keyboard's reach. Buttons in a named dialog. */}
      <Popup
        visible={record !== null}
        onMaskClick={onClose}
        onClose={onClose}
        bodyClassName="h5-filters"
      >
        <div
          role="dialog"
          aria-modal="true"
          aria-label={record ? `${t('list.actions')}: ${recordName(resource, record)}` : undefined}
          className="h5-action-sheet"
        >
          {record && <p className="h5-sheet-extra">{recordName(resource, record)}</p>}
          {(record ? actions.visibleFor(record) : []).map(([name, action]) => (
            <Button
              key={name}
              block
              fill="none"
              color={action.danger ? 'danger' : 'default'}
              onClick={() => start({ name, action, record: record! })}
            >
              {t(labelOf(name, action))}
            </Button>
          ))}
          <Button block className="h5-sheet-cancel" onClick={onClose}>
            {t('buttons.cancel')}
          </Button>
        </div>
      </Popup>
      <Dialog
        visible={pending !== null}
        title={
          pending && t('actions.confirmTitle', { action: t(labelOf(pending.name, pending.action)) })
        }
        content={
          pending && reasonKeyOf(pending.action) ? (
            <label className="h5-reason">
              {t('common.reason')}
              <TextArea
                id="h5-action-reason"
                placeholder={t('common.reason')}
                value={reason}
                onChange={setReason}
                rows={3}
              />
            </label>
          ) : (
            pending && recordName(resource, pending.record)
          )
        }
        onClose={() => setPending(null)}
        actions={[
          [
            { key: 'cancel', text: t('buttons.cancel'), onClick: () => setPending(null) },
            {
              key: 'confirm',
              text: t('buttons.confirm'),
              bold: true,
              danger: pending?.action.danger,
              disabled: Boolean(pending && reasonKeyOf(pending.action) && !reason.trim()),
              onClick: () => {
                if (pending) void run(pending, reason.trim() || undefined);
              },
            },
          ],
        ]}
      />
    </>
  );
}
