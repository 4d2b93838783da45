// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { collectEndpoints, specNames, unmarkedAssumptions } from '@/engine/endpointReport';
import { defineResource } from '@/engine/define';
import { allResources } from '../../../resources';

describe('endpoint report', () => {
  it('finds no declared endpoint that hides an assumption', () => {
    expect(unmarkedAssumptions(allResources)).toEqual([]);
  });

  it('tells spec-named endpoints from assumed ones, per service', () => {
    expect(specNames('main', '/client/list')).toBe(true);
    expect(specNames('main', '/finance/income')).toBe(false);
    expect(specNames('admin', '/siteSend/getMessage/42')).toBe(true);
    expect(specNames('main', '/siteSend/getPageList')).toBe(false);
  });

  it('flags a declaration whose unnamed endpoint is not marked assumed', () => {
    const income = defineResource({
      name: 'income',
      route: '/finance/income',
      subject: 'Finance',
      endpoints: { list: 'GET /finance/income' },
    });
    expect(unmarkedAssumptions([income])).toEqual(['income.list: GET /finance/income']);
    const marked = { ...income, assumed: ['list'] as const };
    expect(unmarkedAssumptions([marked])).toEqual([]);
    expect(collectEndpoints([marked])).toContainEqual(
      expect.objectContaining({ path: '/finance/income', origin: 'assumed', usedBy: ['income'] }),
    );
  });
});

describe('the endpoint report of the declarations', () => {
  it('lists the counts asked beside menu entries, as the spec names them', () => {
    const uses = collectEndpoints(allResources);
    for (const path of ['/work/todo/count', '/ads/account/wallet/log/to-do/count'])
      expect(uses).toContainEqual(
        expect.objectContaining({
          service: 'main',
          path,
          origin: 'spec',
          usedBy: expect.arrayContaining([expect.stringMatching(/\.menu$/)]),
        }),
      );
  });
});
