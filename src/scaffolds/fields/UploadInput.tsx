import { UploadOutlined } from '@ant-design/icons';
import { Button, Image, Upload, type UploadFile } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { mainApi } from '@/data';
import { uploadedUrl } from '@/data/answers/upload';
import { parseEndpoint, uploadEndpoint, type UploadPayload } from '@/data/contract';
import { useFeedback } from '@/ui/feedback';
import { openFile, opensInPage } from './openFile';
import { safeUrl } from '@/ui/addresses';
import {
  acceptAttribute,
  isPdfUrl,
  PendingUpload,
  uploadedUrls,
  uploadProblem,
  type UploadKind,
} from './upload';

type UploadValue = string | PendingUpload | (string | PendingUpload)[] | undefined;

const fileName = (url: string) =>
  url.startsWith('data:') ? url.slice(5, url.indexOf(';')) : (url.split('/').pop() ?? url);

const listOf = (value: unknown): UploadFile[] =>
  uploadedUrls(value).map((url) => ({ uid: url, name: fileName(url), url, status: 'done' }));

/** What the form holds: the uploaded URLs, and a marker for each file still being sent. */
function valueOf(list: UploadFile[], multiple: boolean): UploadValue {
  const items = list.flatMap((item): (string | PendingUpload)[] => {
    if (item.status === 'done' && item.url) return [item.url];
    return item.status === 'uploading' ? [new PendingUpload(item.name)] : [];
  });
  return multiple ? items : items[0];
}

/**
 * Files kept as their URLs (one, or several with `multiple`): the type, size and count are
 * checked before anything is sent, the upload shows its progress, a file can be previewed
 * (images in antd's viewer, pdf in a new tab) and removed. A failed upload is named and leaves the
 * rest of the form as it was; a file still uploading keeps the form from being saved.
 */
export function UploadInput({
  accept,
  multiple = false,
  maxCount,
  value,
  onChange,
  id,
}: {
  accept: UploadKind;
  multiple?: boolean;
  maxCount?: number;
  value?: unknown;
  onChange?: (value: UploadValue) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const limit = multiple ? maxCount : 1;
  const [fileList, setFileList] = useState<UploadFile[]>(() => listOf(value));
  const [previewImage, setPreviewImage] = useState<string>();
  // The list changes in several steps per event; the latest is read from here.
  const listRef = useRef(fileList);
  const emitted = useRef<unknown>(value);

  // A value set from outside (the record loaded, the form reset) replaces the list.
  if (value !== emitted.current) {
    emitted.current = value;
    const next = listOf(value);
    listRef.current = next;
    setFileList(next);
  }

  const update = (next: UploadFile[]) => {
    listRef.current = next;
    setFileList(next);
    const nextValue = valueOf(next, multiple);
    emitted.current = nextValue;
    onChange?.(nextValue);
  };

  const refuse = (file: { name: string }, reason: string) => {
    void message.error(t('upload.refused', { name: file.name, reason }));
    return Upload.LIST_IGNORE;
  };

  return (
    <>
      <Upload
        id={id}
        accept={acceptAttribute(accept)}
        multiple={multiple}
        listType={accept === 'image' ? 'picture' : 'text'}
        fileList={fileList}
        beforeUpload={(file, batch) => {
          const problem = uploadProblem(file, accept);
          if (problem) return refuse(file, t(`upload.${accept}.${problem}`));
          const kept = listRef.current.filter((item) => item.status !== 'error').length;
          if (limit !== undefined && multiple && kept + batch.indexOf(file) >= limit) {
            return refuse(file, t('upload.tooMany', { count: limit }));
          }
          return true;
        }}
        onChange={({ file, fileList: next }) => {
          const list = next.map((item) =>
            item.status === 'done' && !item.url
              ? { ...item, url: (item.response as UploadPayload | undefined)?.url }
              : item,
          );
          // One file: a new choice replaces the one held.
          const replacing = !multiple && file.status !== 'removed';
          update(replacing ? list.filter((item) => item.uid === file.uid) : list);
        }}
        onPreview={(file) => {
          const url = safeUrl(file.url);
          if (!url) return;
          if (!isPdfUrl(url)) setPreviewImage(url);
          else if (opensInPage(url)) void openFile(url);
          else window.open(url, '_blank', 'noopener,noreferrer');
        }}
        customRequest={({ file, onProgress, onSuccess, onError }) => {
          const sent = file as File;
          mainApi
            .upload(parseEndpoint(uploadEndpoint).path, sent, (percent) =>
              onProgress?.({ percent }),
            )
            .then((data) => {
              // Read through its declared shape (src/data/answers/upload.ts).
              const url = uploadedUrl(data);
              if (!url || !safeUrl(url)) throw new Error('no http(s) url');
              onSuccess?.({ url } satisfies UploadPayload);
            })
            .catch((error: Error) => {
              void message.error(t('upload.failedFile', { name: sent.name }));
              onError?.(error);
            });
        }}
      >
        <Button icon={<UploadOutlined />}>{t('upload.choose')}</Button>
      </Upload>
      {previewImage && (
        <Image
          style={{ display: 'none' }}
          src={previewImage}
          preview={{
            visible: true,
            src: previewImage,
            onVisibleChange: (visible) => !visible && setPreviewImage(undefined),
          }}
        />
      )}
    </>
  );
}
