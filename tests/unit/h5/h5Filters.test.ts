// @vitest-environment node
import { describe, expect, it } from 'vitest';
// Registers the declared resources, as the mobile pages do.
import '@/app/declarations';
import { resourceByName } from '@/engine/registry';
import { filtersOf, mobileFilterFields, mobileInputOf } from '@/h5/h5Filters';

const payments = resourceByName('clientPayment')!;
const schema = payments.schema!;

describe('the filter sheet of a mobile list', () => {
  it('offers ranges of days beside choices and typed values, not searched references', () => {
    const offered = Object.fromEntries(
      mobileFilterFields(schema, payments.fixedFilters).map(([name, field]) => [
        name,
        mobileInputOf(field),
      ]),
    );
    expect(offered.payTime).toBe('range');
    expect(offered.status).toBe('choice');
    expect(Object.keys(offered)).not.toContain('clientId');
  });

  it('sends a range as the desktop does, open at either end', () => {
    expect(filtersOf(schema, { payTime: '2026-01-01,2026-01-31' })).toContainEqual({
      field: 'payTime',
      operator: 'between',
      value: ['2026-01-01', '2026-01-31'],
    });
    expect(filtersOf(schema, { payTime: ',2026-01-31' })).toContainEqual({
      field: 'payTime',
      operator: 'between',
      value: ['', '2026-01-31'],
    });
    expect(filtersOf(schema, { payTime: '' })).toEqual([]);
  });
});
