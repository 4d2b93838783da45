import { UndoOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useFeedback, useTranslation } from '@/demoBackendSurface/ui';
import { DEMO_DATA_RESET_EVENT, resetDemoData } from './reset';

/**
 * Restores the seeded demo data (demo builds only), after asking; the user stays logged in.
 * Rendered inside an antd `<App>` (the console's, or the demo panel's on the login page).
 */
export default function ResetDemoDataButton() {
  const { t } = useTranslation();
  const { message, modal } = useFeedback();
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
        void modal.confirm({
          title: t('demo.resetConfirm'),
          okText: t('demo.reset'),
          // Cancel is antd's own, in the interface's language (its locale): the login page has
          // only the core texts, without `buttons.*`.
          okButtonProps: { danger: true },
          onOk: reset,
        })
      }
    >
      {t('demo.reset')}
    </Button>
  );
}
