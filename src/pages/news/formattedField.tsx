import { Input, Typography } from 'antd';
import { lazy, Suspense } from 'react';
import { defineFieldType } from '@/engine/define';
import type { FieldInputProps, FieldValueContext } from '@/engine/fieldTypes';
import { useTranslation } from '@/i18n/useTranslation';

const FormattedText = lazy(() => import('./FormattedText'));

const textOf = (value: unknown) => (typeof value === 'string' ? value : '');

/** The text drawn formatted; the Markdown code loads with the page that shows it, never a list. */
export function FormattedValue({ value }: Pick<FieldValueContext, 'value'>) {
  return (
    <Suspense fallback={<span className="site-message-content">{textOf(value)}</span>}>
      <FormattedText text={textOf(value)} />
    </Suspense>
  );
}

/** A plain text box, with what the formatting understands said under it. */
function FormattedInput({ value, onChange, id, disabled, ...rest }: FieldInputProps) {
  const { t } = useTranslation();
  const hintId = id ? `${id}-hint` : undefined;
  return (
    <>
      <Input.TextArea
        id={id}
        aria-label={rest['aria-label']}
        aria-describedby={hintId}
        value={textOf(value)}
        disabled={disabled}
        autoSize={{ minRows: 6, maxRows: 16 }}
        onChange={(event) => onChange?.(event.target.value)}
      />
      <Typography.Text id={hintId} type="secondary">
        {t('form.formattedHint')}
      </Typography.Text>
    </>
  );
}

/** Text written with light Markdown formatting and shown formatted, safely (no raw HTML). */
export const formattedTextType = defineFieldType('formattedText', {
  filter: 'contains',
  storage: 'text',
  text: ({ value }) => textOf(value),
  render: ({ value }) => textOf(value),
  detail: ({ value }) => <FormattedValue value={value} />,
  Input: FormattedInput,
  toPayload: (value) => (typeof value === 'string' ? value.trim() : value),
});
