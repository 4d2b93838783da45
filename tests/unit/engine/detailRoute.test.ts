// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { detailPathOf, detailResourceOf, detailRouteOf } from '@/engine/detailRoute';
import { defineResource, defineSchema } from '@/engine/define';
import '@/app/declarations';
import { paramsValid, registerResource, resourceByName } from '@/engine/registry';
import { matchRoute } from '@/engine/routeMatch';
import { allResources } from '../../../resources';

const base = { subject: 'Client', detail: { sections: [] } } as const;

describe('a detail page route', () => {
  it("is the list route's folder without /list, plus /detail/:id", () => {
    expect(detailRouteOf({ ...base, name: 'a', route: '/client/list' })).toBe('/client/detail/:id');
    expect(detailRouteOf({ ...base, name: 'b', route: '/mediaAgent/list' })).toBe(
      '/mediaAgent/detail/:id',
    );
    expect(detailRouteOf({ ...base, name: 'c', route: '/option/bank' })).toBe(
      '/option/bank/detail/:id',
    );
    expect(detailRouteOf({ name: 'd', subject: 'Client', route: '/client/list' })).toBeUndefined();
    expect(detailRouteOf({ ...base, name: 'e' })).toBeUndefined();
  });

  it('is a hidden route of the same area, child of its resource, on its lazily loaded page', () => {
    const client = resourceByName('client')!;
    const detail = resourceByName('clientDetail')!;
    expect(detail).toMatchObject({
      route: '/client/detail/:id',
      subject: client.subject,
      parent: 'client',
      menu: { hidden: true, group: 'client' },
    });
    expect(detail.page).toBeTypeOf('function');
    expect(matchRoute('/client/detail/7')?.resource.name).toBe('clientDetail');
    expect(matchRoute('/org/detail/3')?.resource.name).toBe('orgDetail');
    expect(matchRoute('/mediaAgent/detail/3')?.resource.name).toBe('mediaAgentDetail');
    // The declared message details keep their route.
    expect(matchRoute('/news/detail/12')?.resource.route).toBe('/news/detail/:applySn');
  });

  it("takes the resource's ids: digits for numbers (big ones as text), any text for text ids", () => {
    const numeric = resourceByName('clientDetail')!;
    expect(paramsValid(numeric, { id: '9007199254740993123' })).toBe(true);
    expect(paramsValid(numeric, { id: 'abc' })).toBe(false);
    const textIds = detailResourceOf(
      defineResource({
        ...base,
        name: 'coded',
        route: '/coded/list',
        schema: defineSchema({ entity: 'coded', id: 'code', fields: { code: { type: 'text' } } }),
      }),
    )!;
    expect(paramsValid(textIds, { id: 'AB-12' })).toBe(true);
    expect(detailPathOf(resourceByName('client')!, '9007199254740993123')).toBe(
      '/client/detail/9007199254740993123',
    );
    expect(detailPathOf(resourceByName('clientAccount')!, 5)).toBeUndefined();
  });

  it('may not clash with a declared route', () => {
    expect(() => registerResource({ ...base, name: 'clashing', route: '/news' })).toThrow(
      /clashes/,
    );
    expect(resourceByName('clashing')).toBeUndefined();
    expect(matchRoute('/news')).toBeNull();
    expect(() =>
      registerResource({ name: 'twice', subject: 'Client', route: '/client/bill/:x' }),
    ).toThrow(/clashes/);
  });
});

describe('the declared detail pages', () => {
  const withDetail = allResources.filter((resource) => resource.detail);

  it('exist for clients and resellers, their bills and statement runs, a reseller’s own bills, media agents, ad accounts, virtual cards, risk warnings and the work orders of each platform', () => {
    const platforms = ['bigo', 'facebook', 'google', 'kwai', 'tiktok'];
    expect(withDetail.map((resource) => resource.name).sort()).toEqual(
      [
        'adsAccount',
        'client',
        'clientBill',
        'clientBillGroup',
        'mediaAgent',
        'newsList',
        'org',
        'orgBill',
        'orgBillGroup',
        'orgFinanceBill',
        'vcc',
        'riskWarning',
        ...platforms.flatMap((platform) => [`${platform}Apply`, `${platform}Operate`]),
      ].sort(),
    );
  });

  it('name only fields of their schema, and related lists filtered by fields both sides have', () => {
    for (const resource of withDetail) {
      const fields = resource.schema!.fields;
      for (const section of resource.detail!.sections)
        for (const name of section.fields)
          expect(fields[name], `${resource.name}.${name}`).toBeTruthy();
      for (const related of resource.detail!.related ?? []) {
        const other = resourceByName(related.resource);
        expect(other?.endpoints?.list, related.resource).toBeTruthy();
        for (const [filter, field] of Object.entries(related.filters)) {
          const filtered =
            filter in other!.schema!.fields ||
            Object.values(other!.paramFilters ?? {}).includes(filter);
          expect(filtered, `${related.resource}.${filter}`).toBe(true);
          expect(fields[field], `${resource.name}.${field}`).toBeTruthy();
        }
      }
    }
  });
});
