import { UndoOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Button, message, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { resetDemoData } from './browser';

/** Restores the seeded demo data (demo builds only); the user stays logged in. */
export default function ResetDemoDataButton() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const reset = async () => {
    resetDemoData();
    await queryClient.invalidateQueries();
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
