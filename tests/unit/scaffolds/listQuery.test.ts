// @vitest-environment node
import {
  setInitialFilters,
  setInitialSorters,
  unionFilters,
  unionSorters,
  type CrudFilter,
  type CrudSort,
} from '@refinedev/core';
import { describe, expect, it } from 'vitest';
import { defineResource, defineSchema } from '@/engine/define';
import {
  firstListCall,
  initialTableFilters,
  initialTableSorters,
  permanentFiltersOf,
  valuesForNew,
} from '@/scaffolds/listQuery';

const schema = defineSchema({
  entity: 'log',
  id: 'id',
  fields: {
    id: { type: 'number', list: true },
    note: { type: 'text', list: { sortable: true }, filter: true },
  },
});
const logs = defineResource({
  name: 'agentLog',
  route: '/agent/log/:logType/:agentId',
  subject: 'MediaAgent',
  schema,
  params: { logType: 'text' },
  paramFilters: { logType: 'type', agentId: 'mediaAgentId' },
  fixedFilters: { platform: 'Google' },
  pageSize: 50,
});

describe('a list and the records created from it', () => {
  it('always asks for the rows of its route owner and fixed filters', () => {
    expect(permanentFiltersOf(logs, { logType: 'prepay', agentId: '12' })).toEqual([
      { field: 'type', operator: 'eq', value: 'prepay' },
      { field: 'mediaAgentId', operator: 'eq', value: '12' },
      { field: 'platform', operator: 'eq', value: 'Google' },
    ]);
  });

  it("makes its first call as Refine's useTable will: permanent filters first, then the URL's", () => {
    expect(
      firstListCall(logs, '?page=2&sort=note.desc&note=late', { logType: 'prepay', agentId: '12' }),
    ).toEqual({
      resource: 'agentLog',
      currentPage: 2,
      pageSize: 50,
      filters: [
        { field: 'type', operator: 'eq', value: 'prepay' },
        { field: 'mediaAgentId', operator: 'eq', value: '12' },
        { field: 'platform', operator: 'eq', value: 'Google' },
        { field: 'note', operator: 'contains', value: 'late' },
      ],
      sorters: [{ field: 'note', order: 'desc' }],
    });
  });

  it('gives a new record its owner from the route (ids as numbers) and the fixed filters', () => {
    expect(valuesForNew(logs, { logType: 'prepay', agentId: '12' })).toEqual({
      platform: 'Google',
      type: 'prepay',
      mediaAgentId: 12,
    });
    expect(valuesForNew(logs, {})).toEqual({ platform: 'Google' });
  });
});

describe("the first call's filters and sorters", () => {
  const status = { field: 'status', operator: 'eq', value: '1' } as const;
  const owner = { field: 'clientId', operator: 'eq', value: '5' } as const;
  const name = { field: 'name', operator: 'contains', value: 'a' } as const;
  const empty = { field: 'orgId', operator: 'eq', value: undefined } as const;
  const cases: [CrudFilter[], CrudFilter[]][] = [
    [[], []],
    [[owner], []],
    [[], [status, name]],
    [
      [owner, status],
      [status, name],
    ],
    [[owner], [{ ...owner, value: '9' }, name, name]],
    [[owner, empty], [status]],
  ];

  it.each(cases)("are Refine's own (permanent %j, URL %j)", (permanent, fromUrl) => {
    expect(initialTableFilters(permanent, fromUrl)).toEqual(
      unionFilters(permanent, setInitialFilters(permanent, fromUrl)),
    );
  });

  it("keep one sorter per field, as Refine's do", () => {
    const sorters: CrudSort[] = [
      { field: 'a', order: 'asc' },
      { field: 'b', order: 'desc' },
      { field: 'a', order: 'desc' },
    ];
    expect(initialTableSorters(sorters)).toEqual(unionSorters([], setInitialSorters([], sorters)));
  });
});
