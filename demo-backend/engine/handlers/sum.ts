import { sumDecimals } from '@/demoBackendSurface';
import { ok } from '../../handlers/http';
import type { EndpointContext, Resolver } from './context';
import { matchingRows } from './list';

/**
 * A list's sum call (SPEC §7 `…Sum`): the declared totals of every row matching the filter, one
 * entry per currency (`[{ currency, <field>: total… }]`), summed exactly.
 */
export function sumResolver(context: EndpointContext): Resolver {
  const { resource, schema } = context;
  const fields = resource.totals?.fields ?? [];
  return async ({ request, params }) => {
    const found = await matchingRows(context, request, params);
    if ('refusal' in found) return found.refusal!;
    const byCurrency = new Map<string, Record<string, unknown>[]>();
    for (const row of found.rows) {
      const holder = fields
        .map((name) => schema.fields[name]?.currency)
        .find((currency) => typeof currency === 'object');
      const currency = holder ? String(row[holder.field] ?? '') : '';
      byCurrency.set(currency, [...(byCurrency.get(currency) ?? []), row]);
    }
    const totals = [...byCurrency.entries()].map(([currency, rows]) => ({
      currency,
      ...Object.fromEntries(
        fields.map((name) => [name, sumDecimals(rows.map((row) => row[name])) ?? '0']),
      ),
    }));
    return ok(totals, context.service);
  };
}
