import { useDelete } from '@refinedev/core';
import type { ResourceDef } from '@/engine/types';
import { useTranslation } from '@/i18n/useTranslation';
import { useFeedback } from '@/ui/feedback';

type Row = Record<string, unknown>;

/**
 * Deleting a record after asking: the danger dialog, the call, "deleted" on success (`onDeleted`
 * runs then); a refusal is shown by the data layer and changes nothing.
 */
export function useConfirmRemove(resource: ResourceDef) {
  const { t } = useTranslation();
  const { modal, message } = useFeedback();
  const { mutateAsync: remove } = useDelete();
  return (record: Row, onDeleted?: () => void) =>
    void modal.confirm({
      title: t('list.deleteConfirm'),
      okText: t('buttons.delete'),
      cancelText: t('buttons.cancel'),
      okButtonProps: { danger: true },
      onOk: () =>
        remove({
          resource: resource.name,
          id: record[resource.schema?.id ?? 'id'] as string | number,
          meta: { record },
          successNotification: false,
          errorNotification: false,
        })
          .then(() => {
            void message.success(t('list.deleted'));
            onDeleted?.();
          })
          .catch(() => undefined),
    });
}
