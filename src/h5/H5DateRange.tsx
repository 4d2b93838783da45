import { useTranslation } from '@/i18n/useTranslation';

interface Props {
  /** The field's label, which both dates are named by. */
  label: string;
  /** `from,to` as the desktop's filters carry a range (days, YYYY-MM-DD; either may be empty). */
  value?: string;
  onChange?: (value: string) => void;
}

/**
 * A range of days in the filter sheet: the phone's own date pickers (native date inputs, each
 * named by the field and its end), no calendar code to load. Sent as the desktop's range filter (`between`, src/scaffolds/listState.ts).
 */
export function H5DateRange({ label, value = '', onChange }: Props) {
  const { t } = useTranslation();
  const [from = '', to = ''] = value.split(',');
  const change = (next: [string, string]) => onChange?.(next.some(Boolean) ? next.join(',') : '');
  return (
    <div className="h5-date-range">
      <input
        type="date"
        className="h5-date"
        aria-label={`${label}: ${t('h5.rangeStart')}`}
        value={from}
        max={to || undefined}
        onChange={(event) => change([event.target.value, to])}
      />
      <span aria-hidden="true">–</span>
      <input
        type="date"
        className="h5-date"
        aria-label={`${label}: ${t('h5.rangeEnd')}`}
        value={to}
        min={from || undefined}
        onChange={(event) => change([from, event.target.value])}
      />
    </div>
  );
}

/** A month in the filter sheet (YYYY-MM, as the desktop's month filters): the phone's picker. */
export function H5Month({
  label,
  value = '',
  onChange,
}: Omit<Props, 'value'> & { value?: string }) {
  return (
    <input
      type="month"
      className="h5-date"
      aria-label={label}
      value={value}
      onChange={(event) => onChange?.(event.target.value)}
    />
  );
}
