import { UndoOutlined } from '@ant-design/icons';
import { Button, message } from 'antd';
import { useTranslation } from 'react-i18next';
import { confirm } from '@/ui/confirm';
import { DEMO_DATA_RESET_EVENT, resetDemoData } from './browser';

/** Restores the seeded demo data (demo builds only), after asking; the user stays logged in. */
export default function ResetDemoDataButton() {
  const { t } = useTranslation();
  const reset = () => {
    resetDemoData();
    // The console (when open) refetches what it shows.
    window.dispatchEvent(new Event(DEMO_DATA_RESET_EVENT));
    void message.success(t('demo.resetDone'));
  };
  return (
    <Button
      type="text"
      icon={<UndoOutlined />}
      onClick={() =>
        void confirm({
          title: t('demo.resetConfirm'),
          okText: t('demo.reset'),
          cancelText: t('buttons.cancel'),
          okButtonProps: { danger: true },
          onOk: reset,
        })
      }
    >
      {t('demo.reset')}
    </Button>
  );
}
