import { lazy, Suspense } from 'react';
import { useTranslation } from '@/i18n/useTranslation';
import { fieldTypeOf, registerFieldType, type FieldValueContext } from '@/engine/fieldTypes';
import { referenceSource } from '@/engine/references';
import type { FieldDef } from '@/engine/types';
import { useReferenceLabels, useReferencePosition } from '../references/ReferenceLabels';
import { isGreater } from '../../engine/decimalSums';
import { safeUrls } from '@/ui/addresses';
import { asList, carriedName, enumLabel, missing, moneyText, rowsOf } from './texts';
import { renderFieldValue } from './renderValue';
import './valueTag.css';

export { enumLabel, fieldText, rowLabel } from './texts';
export { renderFieldValue } from './renderValue';

// How the built-in field types show their values (src/engine/fieldTypes.ts holds the types;
// texts.ts their plain texts). Cells render through plain functions, not components: a table
// calls them for every cell, and hooks per cell add up.

// The image viewer loads with the first image shown.
const ImageValue = lazy(() => import('./ImageValue'));
// Files open through a small module of their own (data URLs need a blob), loaded when shown.
const FileLinks = lazy(() => import('./FileLinks'));
// A nested editor's rows as a table, loaded with the first details view showing one.
const RowsTable = lazy(() => import('./RowsTable'));

function tags(
  items: unknown[],
  label: (item: unknown) => string,
  color: (item: unknown) => string,
) {
  return items.map((item) => (
    <span key={String(item)} className={`value-tag value-tag-${color(item)}`}>
      {label(item)}
    </span>
  ));
}

/** Referenced records' names from their option list (fetched once per session, see ReferenceLabels). */
// Tags of an option list by its order: the colour tells options apart, it means nothing else.
const TAG_COLORS = ['blue', 'green', 'purple', 'orange', 'cyan', 'magenta', 'gold', 'geekblue'];

function ReferenceLabel({ field, value }: { field: FieldDef; value: unknown }) {
  const labelOf = useReferenceLabels(field.ref!, !missing(value));
  const positionOf = useReferencePosition(field.ref!);
  if (!referenceSource(field.ref!).tags) return <>{asList(value).map(labelOf).join(', ')}</>;
  return tags(asList(value), labelOf, (item) => {
    const position = positionOf(item);
    return position < 0 ? 'default' : TAG_COLORS[position % TAG_COLORS.length]!;
  });
}

registerFieldType('enum', {
  render: ({ field, value, t }) =>
    missing(value)
      ? null
      : tags(
          asList(value),
          (item) => enumLabel(field, item, t),
          (item) =>
            field.enum?.options.find((o) => String(o.value) === String(item))?.color ?? 'default',
        ),
});

registerFieldType('reference', {
  render: (context) => {
    if (missing(context.value)) return null;
    const carried = carriedName(context);
    if (carried !== undefined) return carried;
    // A searched list (clients) is never loaded whole: without a carried name, the id it is.
    if (referenceSource(context.field.ref!).search) return String(context.value);
    return <ReferenceLabel field={context.field} value={context.value} />;
  },
});

const warned = ({ field, value }: FieldValueContext) =>
  field.warnAbove !== undefined && isGreater(value, field.warnAbove);
registerFieldType('money', {
  // A flagged amount says so in words too, not by its colour alone.
  render: (context) =>
    warned(context) ? (
      <span className="value-warned">
        <span className="value-money value-warn">{moneyText(context)}</span>
        <span className="value-warn-note">
          {context.t('list.above', { limit: context.field.warnAbove })}
        </span>
      </span>
    ) : (
      <span className="value-money">{moneyText(context)}</span>
    ),
});

registerFieldType('tags', {
  render: ({ value }) => (missing(value) ? null : tags(asList(value), String, () => 'default')),
});
// Only http(s) addresses become images and links (`safeUrl`, src/ui/addresses.ts).
const files = safeUrls;

registerFieldType('image', {
  render: ({ value, label, t }) =>
    files(value).length === 0 ? null : (
      <Suspense fallback={null}>
        {files(value).map((src) => (
          <ImageValue key={src} src={src} alt={label ?? t('list.image')} />
        ))}
      </Suspense>
    ),
});
registerFieldType('file', {
  render: ({ value, t }) =>
    files(value).length === 0 ? null : (
      <Suspense fallback={null}>
        <FileLinks urls={files(value)} label={t('common.open')} />
      </Suspense>
    ),
});

// A nested editor's rows: counted in a cell, a table on their own.
registerFieldType('list', {
  render: ({ value, t }) => {
    const count = rowsOf(value).length;
    return count ? t('list.rowCount', { count }) : null;
  },
  detail: ({ field, value }) =>
    rowsOf(value).length ? (
      <Suspense fallback={null}>
        <RowsTable field={field} rows={rowsOf(value)} />
      </Suspense>
    ) : null,
});

/** One value, rendered on its own (details views): with the room a type may use (a list's rows). */
export function FieldValue(props: Omit<FieldValueContext, 't'>) {
  const { t } = useTranslation();
  const { detail } = fieldTypeOf(props.field);
  return <>{detail ? detail({ ...props, t }) : renderFieldValue({ ...props, t })}</>;
}
