import type { ResourceHooks } from './hooks';
import { demoErrors } from '../handlers/errors';

/**
 * A rate is set once per day and currency (the daily and the VCC exchange rates): a second one
 * for the same day and currency is refused (10010), an edit may keep its own.
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
    return taken
      ? { error: demoErrors.duplicate, params: { field: `${String(currency)} ${String(date)}` } }
      : undefined;
  },
};
