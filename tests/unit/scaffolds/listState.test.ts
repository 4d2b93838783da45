import { describe, expect, it } from 'vitest';
import { readListState, toCrud, writeListState } from '@/scaffolds/listState';
import { memberSchema } from '../../../schemas/member';

describe('list state in the URL', () => {
  it('reads page, size, sort and filters, ignoring unknown params', () => {
    const state = readListState(
      new URLSearchParams('page=3&pageSize=50&sort=createTime.desc&name=wang&role=3&bogus=1'),
      memberSchema,
    );
    expect(state).toEqual({
      page: 3,
      pageSize: 50,
      sort: { field: 'createTime', order: 'desc' },
      filters: { name: 'wang', role: '3' },
    });
  });

  it('falls back to defaults for bad values', () => {
    const state = readListState(
      new URLSearchParams('page=-2&pageSize=x&sort=nope.up'),
      memberSchema,
    );
    expect(state).toEqual({ page: 1, pageSize: 20, filters: {} });
  });

  it('writes a state back, keeping the drawer params and leaving defaults out', () => {
    const params = writeListState(
      {
        page: 1,
        pageSize: 20,
        sort: { field: 'name', order: 'asc' },
        filters: { name: 'li', role: '' },
      },
      new URLSearchParams('drawer=edit&id=7&page=4'),
    );
    expect(params.toString()).toBe('drawer=edit&id=7&sort=name.asc&name=li');
  });

  it('turns filters into Refine filters: text contains, enums equal, dates a range of seconds', () => {
    const { filters, sorters } = toCrud(
      {
        page: 1,
        pageSize: 20,
        sort: { field: 'name', order: 'desc' },
        filters: { name: 'li', role: '3', createTime: ['2024-01-01', '2024-01-31'] },
      },
      memberSchema,
    );
    expect(filters).toEqual([
      { field: 'name', operator: 'contains', value: 'li' },
      { field: 'role', operator: 'eq', value: '3' },
      {
        field: 'createTime',
        operator: 'between',
        value: [
          new Date('2024-01-01T00:00:00').getTime() / 1000,
          new Date('2024-01-31T23:59:59').getTime() / 1000,
        ],
      },
    ]);
    expect(sorters).toEqual([{ field: 'name', order: 'desc' }]);
  });
});
