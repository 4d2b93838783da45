import { DatePicker } from 'antd';
import type { Dayjs } from 'dayjs';
import { useTranslation } from '@/i18n/useTranslation';
import { datePresetKeys, presetRange } from './datePresets';

type Range = [Dayjs | null, Dayjs | null] | null;

/** A date range with the shortcuts today, yesterday, last week, last month, last three months. */
export function DateRangeInput(props: {
  value?: Range;
  onChange?: (value: Range) => void;
  id?: string;
}) {
  const { t } = useTranslation();
  return (
    <DatePicker.RangePicker
      {...props}
      allowEmpty={[true, true]}
      presets={datePresetKeys.map((key) => ({
        label: t(`datePresets.${key}`),
        value: presetRange(key),
      }))}
    />
  );
}

/** One month, as 'YYYY-MM' in filters (bills, monthly reports). */
export function MonthInput(props: {
  value?: Dayjs | null;
  onChange?: (value: Dayjs | null) => void;
  id?: string;
  'aria-label'?: string;
}) {
  return <DatePicker picker="month" format="YYYY-MM" style={{ width: 160 }} {...props} />;
}
