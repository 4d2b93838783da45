import { Input, Typography } from 'antd';
import type { FieldInputProps } from '@/engine/fieldTypes';
import { useTranslation } from '@/i18n/useTranslation';

/**
 * A plain text box of fixed height (antd's auto-sizing writes an inline style the CSP refuses),
 * with what the formatting understands said under it.
 */
export default function FormattedTextInput({
  value,
  onChange,
  id,
  disabled,
  ...rest
}: FieldInputProps) {
  const { t } = useTranslation();
  const hintId = id ? `${id}-hint` : undefined;
  return (
    <>
      <Input.TextArea
        id={id}
        aria-label={rest['aria-label']}
        aria-describedby={hintId}
        value={typeof value === 'string' ? value : ''}
        disabled={disabled}
        rows={8}
        onChange={(event) => onChange?.(event.target.value)}
      />
      <Typography.Text id={hintId} type="secondary">
        {t('form.formattedHint')}
      </Typography.Text>
    </>
  );
}
