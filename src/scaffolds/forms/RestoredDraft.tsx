import { Alert } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from '@/i18n/useTranslation';

/** Says that what was typed before the session ended is back in the form, not yet saved. */
export function RestoredDraft({ at }: { at: number | null }) {
  const { t } = useTranslation();
  if (at === null) return null;
  return (
    <Alert
      type="info"
      showIcon
      message={t('form.draftRestored', { time: dayjs(at).format('YYYY-MM-DD HH:mm') })}
      style={{ marginBottom: 16 }}
    />
  );
}
