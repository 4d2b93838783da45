// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { currencyDecimals } from '@/engine/currencies';
import { significantDecimals } from '@/engine/decimal';
import { computeValue } from '@/engine/formula';
import type { SchemaDef } from '@/engine/types';
import { seededRows } from '@demo-backend/engine/collections';
import { schemaOf } from '@demo-backend/engine/entities';
import { DEMO_SEED } from '@demo-backend/store';
import { allResources } from '../../../resources';

const schemas = [
  ...new Set(allResources.flatMap((resource) => (resource.schema ? [resource.schema.entity] : []))),
].map((entity) => schemaOf(entity)!);
const withComputed = schemas.filter((schema) =>
  Object.values(schema.fields).some((field) => field.computed),
);
const currencyOf = (schema: SchemaDef, name: string, row: Record<string, unknown>) => {
  const { currency } = schema.fields[name];
  return typeof currency === 'object' ? String(row[currency.field] ?? '') : currency;
};

describe('the demo seed’s computed figures', () => {
  it('are declared where the issue names them', () => {
    const declared = withComputed.map((schema) => schema.entity);
    for (const entity of [
      'accountEstimateOver',
      'accountAbnormal',
      'balanceWarn',
      'adsConsume',
      'agentReport',
      'monthlyCountV1',
      'monthlyCountV2',
      'clientKpi',
      'employeeKpi',
      'orgKpi',
      'mediaAgentKpi',
      'adsDataReport',
    ]) {
      expect(declared).toContain(entity);
    }
  });

  it.each(withComputed.map((schema) => [schema.entity, schema] as const))(
    '%s: every seeded row’s computed value equals its formula',
    (_, schema) => {
      const rows = seededRows(DEMO_SEED, schema.entity);
      expect(rows.length).toBeGreaterThan(0);
      for (const [name, field] of Object.entries(schema.fields)) {
        if (!field.computed) continue;
        let computed = 0;
        for (const row of rows) {
          const expected = computeValue(field, row);
          if (expected === null) {
            expect(row[name], `${schema.entity}.${name}`).toBeUndefined();
            continue;
          }
          computed += 1;
          expect(Number(row[name]), `${schema.entity}.${name} of ${JSON.stringify(row)}`).toBe(
            Number(expected),
          );
        }
        // Most rows have their inputs: the figure is not left out everywhere.
        expect(computed).toBeGreaterThan(rows.length / 2);
      }
    },
  );

  it('keeps every seeded amount within its currency’s decimals', () => {
    for (const schema of schemas) {
      const rows = seededRows(DEMO_SEED, schema.entity);
      for (const [name, field] of Object.entries(schema.fields)) {
        if (field.type !== 'money' || !field.currency) continue;
        for (const row of rows) {
          const places = significantDecimals(row[name]);
          if (places === null) continue;
          const currency = currencyOf(schema, name, row);
          expect(
            places,
            `${schema.entity}.${name} ${currency} ${String(row[name])}`,
          ).toBeLessThanOrEqual(currencyDecimals(currency));
        }
      }
    }
  });
});
