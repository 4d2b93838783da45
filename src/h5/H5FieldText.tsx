import type { FieldDef } from '@/engine/types';
import { referenceSource } from '@/engine/references';
import { useTranslation } from '@/i18n/useTranslation';
import { asList, carriedName, fieldText, missing } from '@/scaffolds/fields/texts';
import { H5FileValue } from './H5FileValue';
import { useMobileOptions } from './h5Options';

type Row = Record<string, unknown>;

/** A referenced record's name from its option list (loaded once per page), its id meanwhile. */
function ReferenceText({ field, value }: { field: FieldDef; value: unknown }) {
  const { i18n } = useTranslation();
  const options = useMobileOptions(field.ref!, i18n.language === 'en' ? 'en' : 'cn');
  const labelOf = (item: unknown) =>
    options?.find((option) => option.value === String(item))?.label ?? String(item);
  return <>{asList(value).map(labelOf).join(', ')}</>;
}

/**
 * A card's value as the desktop's cell says it, as text: a reference by the name the record
 * carries, else by its option list's label (a list searched by keyword, such as clients, is
 * never loaded whole: its id); images as thumbnails and files as links, as the cell shows them.
 */
export function H5FieldText({
  name,
  field,
  record,
  label,
}: {
  name: string;
  field: FieldDef;
  record: Row;
  /** The field's label (an image's alternative text). */
  label?: string;
}) {
  const { t } = useTranslation();
  const value = record[name];
  const context = { name, field, value, record, t };
  if (field.type === 'image' || field.type === 'file') {
    return (
      <H5FileValue
        value={value}
        image={field.type === 'image'}
        label={label ?? t('list.image')}
        openLabel={t('common.open')}
      />
    );
  }
  if (
    field.type === 'reference' &&
    field.ref &&
    !missing(value) &&
    carriedName(context) === undefined &&
    !referenceSource(field.ref).search
  ) {
    return <ReferenceText field={field} value={value} />;
  }
  return <>{fieldText(context) || '–'}</>;
}
