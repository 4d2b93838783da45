import { DownloadOutlined, InboxOutlined } from '@ant-design/icons';
import { useCustomMutation, useInvalidate } from '@refinedev/core';
import { Alert, Button, Modal, Space, Table, Typography, Upload } from 'antd';
import { useState } from 'react';
import { i18n, loadLanguage } from '@/i18n';
import { useTranslation } from '@/i18n/useTranslation';
import { parseEndpoint } from '@/data/contract';
import { checkImportRows, isRequired, type ImportIssue, type ImportRow } from '@/engine/importRows';
import type { ImportDef, ResourceDef } from '@/engine/types';
import { useFeedback } from '@/ui/feedback';
import { buildWorkbook, saveFile } from '../exportXlsx';
import { boundMessage } from '../formRules';
import { acceptAttribute, uploadProblem } from '../fields/upload';
import { cellsByField, columnLabelKey, enumLabels, matchColumns } from './importColumns';
import { readWorkbook } from './readWorkbook';

const LANGUAGES = ['cn', 'en'] as const;

interface Checked {
  fileName: string;
  rows: ImportRow[];
  issues: ImportIssue[];
}

/** Reads a sheet and checks it against the import's declaration; nothing is sent. */
async function checkSheet(file: File, definition: ImportDef, entity: string): Promise<Checked> {
  // Headers may be in either language: both languages' labels are needed.
  await Promise.all(LANGUAGES.map(loadLanguage));
  const translators = LANGUAGES.map((language) => i18n.getFixedT(language));
  const sheet = await readWorkbook(file);
  const { columns, missing } = matchColumns(definition, entity, sheet.header, translators);
  const columnIssues: ImportIssue[] = missing
    .filter((name) => isRequired(definition.fields[name]))
    .map((field) => ({ row: 1, field, problem: 'column' }));
  const { rows, issues } = checkImportRows(
    definition,
    sheet.rows.map((line) => cellsByField(columns, line.cells)),
    {
      today: new Date(),
      rowNumbers: sheet.rows.map((line) => line.number),
      labels: (name) => enumLabels(definition.fields[name], translators),
    },
  );
  return { fileName: file.name, rows, issues: [...columnIssues, ...issues] };
}

/**
 * A declared spreadsheet import: an .xlsx chosen here is read and checked in the browser, its
 * problems listed by row and column; only a sheet without any is sent, all rows in one call.
 * A failed call keeps the sheet and its rows here, to send again.
 */
export function ImportModal({
  resource,
  name,
  definition,
  onClose,
}: {
  resource: ResourceDef;
  name: string;
  definition: ImportDef;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const invalidate = useInvalidate();
  const { mutateAsync, mutation } = useCustomMutation();
  const [checked, setChecked] = useState<Checked>();
  const [reading, setReading] = useState(false);
  const entity = resource.schema?.entity ?? resource.name;
  const title = t(definition.label ?? `imports.${name}`);
  const columnLabel = (field: string) =>
    definition.fields[field] ? t(columnLabelKey(entity, field, definition.fields[field])) : field;

  const choose = async (file: File) => {
    const problem = uploadProblem(file, 'spreadsheet');
    if (problem) {
      void message.error(
        t('upload.refused', { name: file.name, reason: t(`upload.spreadsheet.${problem}`) }),
      );
      return;
    }
    setReading(true);
    try {
      setChecked(await checkSheet(file, definition, entity));
    } catch {
      void message.error(t('imports.unreadable', { name: file.name }));
    } finally {
      setReading(false);
    }
  };

  const downloadTemplate = async () => {
    const header = Object.entries(definition.fields).map(([field, def]) =>
      t(columnLabelKey(entity, field, def)),
    );
    saveFile(await buildWorkbook(title, header, []), `${title}.xlsx`);
  };

  const send = async () => {
    if (!checked) return;
    try {
      await mutateAsync({
        url: parseEndpoint(definition.call).path,
        method: 'post',
        values: { rows: checked.rows },
        meta: {
          resource: resource.name,
          operation: definition.ability ?? name,
          service: resource.service,
        },
        successNotification: false,
        errorNotification: false,
      });
      void message.success(t('imports.done', { count: checked.rows.length }));
      await invalidate({ resource: resource.name, invalidates: ['list'] });
      onClose();
    } catch {
      // The data layer has said why; the sheet stays here to send again.
    }
  };

  const ready = checked && checked.issues.length === 0 && checked.rows.length > 0;
  return (
    <Modal
      open
      title={title}
      width={720}
      onCancel={onClose}
      okText={t('imports.send', { count: checked?.rows.length ?? 0 })}
      okButtonProps={{ disabled: !ready }}
      confirmLoading={mutation.isPending}
      onOk={() => void send()}
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Typography.Text type="secondary">{t('imports.hint')}</Typography.Text>
        {definition.dueDay && (
          <Typography.Text type="secondary">
            {t('imports.dueRule', { day: definition.dueDay.day })}
          </Typography.Text>
        )}
        <Button icon={<DownloadOutlined />} onClick={() => void downloadTemplate()}>
          {t('imports.template')}
        </Button>
        <Upload.Dragger
          accept={acceptAttribute('spreadsheet')}
          showUploadList={false}
          disabled={reading || mutation.isPending}
          beforeUpload={(file) => {
            void choose(file);
            return Upload.LIST_IGNORE;
          }}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p>{checked ? checked.fileName : t('imports.choose')}</p>
        </Upload.Dragger>
        {checked && checked.rows.length === 0 && checked.issues.length === 0 && (
          <Alert type="warning" showIcon message={t('imports.empty')} />
        )}
        {ready && (
          <Alert
            type="success"
            showIcon
            message={t('imports.ready', { count: checked.rows.length })}
          />
        )}
        {checked && checked.issues.length > 0 && (
          <>
            <Alert
              type="error"
              showIcon
              message={t('imports.invalid', { count: checked.issues.length })}
            />
            <Table<ImportIssue>
              size="small"
              rowKey={(issue) => `${issue.row}-${issue.field}-${issue.problem}`}
              dataSource={checked.issues}
              pagination={{ pageSize: 10, hideOnSinglePage: true }}
              columns={[
                { title: t('imports.row'), dataIndex: 'row', width: 80 },
                {
                  title: t('imports.column'),
                  dataIndex: 'field',
                  width: 160,
                  render: (field: string) => columnLabel(field),
                },
                {
                  title: t('imports.problem'),
                  key: 'problem',
                  render: (_, issue) =>
                    issue.violation
                      ? boundMessage(issue.violation, columnLabel(issue.field))
                      : t(`imports.problems.${issue.problem}`, {
                          month: issue.month ?? '',
                          due: issue.due ?? '',
                        }),
                },
              ]}
            />
          </>
        )}
      </Space>
    </Modal>
  );
}
