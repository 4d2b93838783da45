import { Modal } from 'antd';
import { useTranslation } from '@/i18n/useTranslation';
import { SetPasswordForm, useSetPassword } from './SetPasswordForm';

/** Set a new password for the signed-in user. */
export function SetPasswordModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { form, saving, save } = useSetPassword();

  const submit = async () => {
    if (await save()) onClose();
  };

  return (
    <Modal
      open={open}
      title={t('password.setTitle')}
      okText={t('buttons.save')}
      cancelText={t('buttons.cancel')}
      confirmLoading={saving}
      onOk={() => void submit()}
      onCancel={() => {
        form.resetFields();
        onClose();
      }}
      forceRender
    >
      <SetPasswordForm form={form} name="set-password" onSubmit={() => void submit()} />
    </Modal>
  );
}
