import { Button, Descriptions, Typography } from 'antd';
import { useTranslation } from '@/i18n/useTranslation';
import { isShown } from '@/engine/conditions';
import type { FieldDef } from '@/engine/types';
import { FieldValue } from '../fields/renderers';
import type { ResolvedStep } from './formSteps';
import '../detail/details.css';

type Row = Record<string, unknown>;

const isEmpty = (value: unknown) =>
  value === undefined ||
  value === null ||
  value === '' ||
  (Array.isArray(value) && value.length === 0);

/**
 * The last step of a step form: every value entered, grouped by step and shown as the details
 * view shows it (enum labels, referenced names, money with its currency, dates), each group with a
 * way back to its step. `values` are as they will be sent.
 */
export function StepReview({
  steps,
  values,
  labelOf,
  onEdit,
}: {
  steps: readonly ResolvedStep[];
  values: Row;
  labelOf: (name: string, field: FieldDef) => string;
  onEdit: (step: number) => void;
}) {
  const { t } = useTranslation();
  return steps.map((step, index) => (
    <Descriptions
      key={step.title}
      title={t(step.title)}
      extra={
        <Button type="link" size="small" onClick={() => onEdit(index)}>
          {t('stepForm.editStep')}
        </Button>
      }
      column={1}
      bordered
      size="small"
      style={{ marginBottom: 16 }}
    >
      {step.fields
        .filter(([, field]) => isShown(field, values))
        .map(([name, field]) => (
          <Descriptions.Item key={name} label={t(labelOf(name, field))}>
            {isEmpty(values[name]) ? (
              <Typography.Text type="secondary">{t('stepForm.notEntered')}</Typography.Text>
            ) : (
              <FieldValue
                name={name}
                field={field}
                value={values[name]}
                record={values}
                label={t(labelOf(name, field))}
              />
            )}
          </Descriptions.Item>
        ))}
    </Descriptions>
  ));
}
