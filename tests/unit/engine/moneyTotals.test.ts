// @vitest-environment node
import { describe, expect, it } from 'vitest';
import '@/app/declarations';
import { allResources } from '@/engine/registry';
import type { FieldDef, ResourceDef } from '@/engine/types';

/**
 * Money fields a list shows but does not total, each with the reason (resource.field, or a field
 * name for every list). Everything else a list shows as money is summed per currency under it.
 */
const UNSUMMED: Record<string, string> = {
  balanceAfter: 'the balance after each movement: adding them up gives no amount',
  'mediaAgentBalanceLog.balance': 'the balance after each movement of the log',
  'vccRecord.balance': 'the card balance after each movement of the log',
  'orgVipPrice.price': 'a price list: each level is offered, none is bought by the list',
};

/** A computed money figure is shown from its row's inputs; a sum of the backend's would differ. */
const isComputed = (field: FieldDef) => 'computed' in field && Boolean(field.computed);

const listedMoney = (resource: ResourceDef) =>
  Object.entries(resource.schema?.fields ?? {})
    .filter(([, field]) => field.type === 'money' && field.list && !isComputed(field))
    .map(([name]) => name);

const shownLists = allResources.filter((resource) => resource.schema && resource.endpoints?.list);

describe('totals on every money list', () => {
  it('sums each money field a list shows, unless it is declared unsummed with a reason', () => {
    const untotalled = shownLists.flatMap((resource) => {
      const summed = new Set(resource.totals?.fields ?? []);
      return listedMoney(resource)
        .filter((name) => !summed.has(name))
        .filter((name) => !UNSUMMED[`${resource.name}.${name}`] && !UNSUMMED[name])
        .map((name) => `${resource.name}.${name}`);
    });
    expect(untotalled).toEqual([]);
  });

  it('totals only money fields, and none it calls unsummed', () => {
    const wrong = allResources.flatMap((resource) =>
      (resource.totals?.fields ?? [])
        .filter((name) => {
          const field = resource.schema?.fields[name];
          return field?.type !== 'money' || UNSUMMED[`${resource.name}.${name}`] || UNSUMMED[name];
        })
        .map((name) => `${resource.name}.${name}`),
    );
    expect(wrong).toEqual([]);
  });

  it('names only money fields a list shows among the unsummed', () => {
    const known = new Set(
      shownLists.flatMap((resource) =>
        listedMoney(resource).flatMap((name) => [name, `${resource.name}.${name}`]),
      ),
    );
    expect(Object.keys(UNSUMMED).filter((key) => !known.has(key))).toEqual([]);
  });
});
