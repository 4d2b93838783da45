import { UndoOutlined } from '@ant-design/icons';
import { Button, message, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { DEMO_DATA_RESET_EVENT, resetDemoData } from './browser';

/** Restores the seeded demo data (demo builds only); the user stays logged in. */
export default function ResetDemoDataButton() {
  const { t } = useTranslation();
  const reset = () => {
    resetDemoData();
    // The console (when open) refetches what it shows.
    window.dispatchEvent(new Event(DEMO_DATA_RESET_EVENT));
    void message.success(t('demo.resetDone'));
  };
  return (
    <Popconfirm title={t('demo.resetConfirm')} onConfirm={reset}>
      <Button type="text" icon={<UndoOutlined />}>
        {t('demo.reset')}
      </Button>
    </Popconfirm>
  );
}
