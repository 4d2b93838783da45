// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { defineResource, defineSchema } from '@/engine/define';
import { allResources } from '../../../resources';

const schema = defineSchema({
  entity: 'chartFixture',
  id: 'id',
  fields: {
    id: { type: 'number' },
    day: { type: 'date', filter: true },
    unfiltered: { type: 'date' },
    spend: { type: 'money', currency: { field: 'currency' } },
    currency: { type: 'text' },
  },
});
const declare = (chart: { x: string; y: string; series?: string }) => () =>
  defineResource({ name: 'chartFixture', route: '/chartFixture', subject: 'Vcc', schema, chart });

describe('a declared chart', () => {
  it('reads a filterable date by day and sums a number or amount, per a field of the record', () => {
    expect(declare({ x: 'day', y: 'spend', series: 'currency' })).not.toThrow();
    expect(declare({ x: 'unfiltered', y: 'spend' })).toThrow(/no filterable date field/);
    expect(declare({ x: 'day', y: 'currency' })).toThrow(/no number or amount/);
    expect(declare({ x: 'day', y: 'spend', series: 'region' })).toThrow(
      /"region", which is no field/,
    );
  });

  it('is declared by the spend of an ad account, a client and a media agent', () => {
    const charted = allResources.filter((resource) => resource.chart).map((r) => r.name);
    expect(charted.sort()).toEqual(['accountConsume', 'clientConsume', 'mediaAgentConsume']);
  });
});
