import type { ResourceHooks } from './hooks';
import { demoErrors } from '../handlers/errors';
import { dayInWords } from './dates';

/**
 * A rate is set once per day and currency (the daily and the VCC exchange rates): a second one
 * for the same day and currency is refused (10010, naming the day as a day in the request's
 * language), an edit may keep its own.
 */
export const oneRatePerDay: ResourceHooks = {
  validate({ input, rows, record }) {
    const date = input.rateDate ?? record?.rateDate;
    const currency = input.currency ?? record?.currency;
    const taken = rows.some(
      (row) =>
        row !== record &&
        String(row.rateDate) === String(date) &&
        String(row.currency) === String(currency),
    );
    if (!taken) return undefined;
    // The day as a day in the request's language, never its stored seconds.
    const day = dayInWords(date);
    const field = { cn: `${String(currency)} ${day.cn}`, en: `${String(currency)} ${day.en}` };
    return { error: demoErrors.duplicate, params: { field } };
  },
};
