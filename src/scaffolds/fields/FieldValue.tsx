import type { TFunction } from 'i18next';
import { lazy, Suspense, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { nameFieldOf } from '@/engine/references';
import type { FieldDef } from '@/engine/types';
import { useReferenceLabel } from '../references/useReferenceOptions';
import { currencyOf } from './fieldText';
import { formatDate, formatMoney, formatPercent } from './format';
import './valueTag.css';

// The image viewer loads with the first image shown.
const ImageValue = lazy(() => import('./ImageValue'));

export interface FieldValueProps {
  /** The field's name in its schema (references show the `<name>Name` beside them). */
  name: string;
  field: FieldDef;
  value: unknown;
  record: Record<string, unknown>;
}

function enumValue(t: TFunction, field: FieldDef, value: unknown): ReactNode {
  if (value === undefined || value === null || value === '') return null;
  const values = Array.isArray(value) ? value : [value];
  return values.map((item) => {
    const option = field.enum?.options.find((o) => String(o.value) === String(item));
    const key = `enums.${field.enum?.name}.${item}`;
    return (
      <span key={String(item)} className={`value-tag value-tag-${option?.color ?? 'default'}`}>
        {option ? t(key) : String(item)}
      </span>
    );
  });
}

/** A referenced record's name from its option list (fetched once per session). */
function ReferenceLabel({ field, value }: { field: FieldDef; value: unknown }) {
  const label = useReferenceLabel(field.ref!, field.ref === 'client' ? null : value);
  return <>{label || (value as string)}</>;
}

/**
 * A value shown the way its type asks: enums as coloured tags, money with currency, dates…
 * A plain function, not a component: a table calls it for every cell, and hooks per cell add up.
 */
export function renderFieldValue(
  t: TFunction,
  { name, field, value, record }: FieldValueProps,
): ReactNode {
  switch (field.type) {
    case 'enum':
      return enumValue(t, field, value);
    case 'reference': {
      // Records usually carry the name beside the id (clientId + clientName, bd + bdName).
      const carried = record[nameFieldOf(name)];
      if (carried) return String(carried);
      return <ReferenceLabel field={field} value={value} />;
    }
    case 'money':
      return (
        <span style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}>
          {formatMoney(value, currencyOf(field, record))}
        </span>
      );
    case 'percent':
      return formatPercent(value);
    case 'date':
      return formatDate(value);
    case 'datetime':
      return formatDate(value, true);
    case 'boolean':
      return value === undefined || value === null ? null : t(value ? 'common.yes' : 'common.no');
    case 'image':
      return value ? (
        <Suspense fallback={null}>
          <ImageValue src={String(value)} />
        </Suspense>
      ) : null;
    case 'file':
      return value ? (
        <a className="field-link" href={String(value)} target="_blank" rel="noopener noreferrer">
          {t('common.open')}
        </a>
      ) : null;
    default:
      return value === undefined || value === null ? null : String(value);
  }
}

/** One value, rendered on its own (details views). */
export function FieldValue(props: FieldValueProps) {
  const { t } = useTranslation();
  return <>{renderFieldValue(t, props)}</>;
}
