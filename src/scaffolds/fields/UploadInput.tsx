import { UploadOutlined } from '@ant-design/icons';
import { Button, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { mainApi } from '@/data';
import { parseEndpoint, uploadEndpoint, type UploadPayload } from '@/data/contract';
import { useFeedback } from '@/ui/feedback';
import { acceptAttribute, uploadProblem, type UploadKind } from './upload';

/** One uploaded file, kept as its URL; the type and size are checked before anything is sent. */
export function UploadInput({
  accept,
  value,
  onChange,
  id,
}: {
  accept: UploadKind;
  value?: string;
  onChange?: (url: string | undefined) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [busy, setBusy] = useState(false);
  const fileList = value
    ? [{ uid: value, name: value.split('/').pop() ?? value, url: value, status: 'done' as const }]
    : [];
  return (
    <Upload
      id={id}
      accept={acceptAttribute(accept)}
      maxCount={1}
      fileList={fileList}
      onRemove={() => onChange?.(undefined)}
      beforeUpload={(file) => {
        const problem = uploadProblem(file, accept);
        if (problem) {
          void message.error(t(`upload.${accept}.${problem}`));
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={({ file, onSuccess, onError }) => {
        setBusy(true);
        mainApi
          .upload<UploadPayload>(parseEndpoint(uploadEndpoint).path, file as File)
          .then((payload) => {
            onChange?.(payload.url);
            onSuccess?.(payload);
          })
          .catch((error: Error) => {
            void message.error(t('upload.failed'));
            onError?.(error);
          })
          .finally(() => setBusy(false));
      }}
    >
      <Button icon={<UploadOutlined />} loading={busy}>
        {t('upload.choose')}
      </Button>
    </Upload>
  );
}
