import type { SchemaDef, TotalsDef } from '@/engine/types';
import { currencyOf } from '../../engine/moneyFields';
import { sumDecimals } from '../../engine/decimalSums';

type Row = Record<string, unknown>;

/** Totals by field, each by currency ('' where a field has no currency). */
export type Totals = Map<string, Map<string, string>>;

/** The money fields a list totals, with the field holding each one's currency. */
const totalFields = (schema: SchemaDef, totals: TotalsDef) =>
  totals.fields.flatMap((name) => {
    const field = schema.fields[name];
    return field ? [[name, field] as const] : [];
  });

/** The totals of some rows, per field and currency: amounts of different currencies never mix. */
export function totalsOfRows(schema: SchemaDef, totals: TotalsDef, rows: readonly Row[]): Totals {
  const result: Totals = new Map();
  for (const [name, field] of totalFields(schema, totals)) {
    const byCurrency = new Map<string, unknown[]>();
    for (const row of rows) {
      const currency = currencyOf(field, row) ?? '';
      const amounts = byCurrency.get(currency) ?? [];
      amounts.push(row[name]);
      byCurrency.set(currency, amounts);
    }
    const sums = new Map<string, string>();
    for (const [currency, amounts] of byCurrency) {
      const sum = sumDecimals(amounts);
      if (sum !== null) sums.set(currency, sum);
    }
    result.set(name, sums);
  }
  return result;
}

/**
 * The backend's totals of a whole filter (SPEC §7 `…Sum` calls, shape assumed): one object of
 * amounts by field, or a list of them each with its currency (`{ list: […] }` too). Anything
 * else gives no totals rather than wrong ones.
 */
export function totalsOfAnswer(schema: SchemaDef, totals: TotalsDef, answer: unknown): Totals {
  const list = Array.isArray(answer)
    ? answer
    : answer && typeof answer === 'object' && Array.isArray((answer as { list?: unknown }).list)
      ? (answer as { list: unknown[] }).list
      : answer && typeof answer === 'object'
        ? [answer]
        : [];
  const rows = list.filter((item): item is Row => Boolean(item) && typeof item === 'object');
  return totalsOfRows(schema, totals, rows);
}
