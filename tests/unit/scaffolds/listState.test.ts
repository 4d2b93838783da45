// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  crudFilterOf,
  crudFiltersOf,
  filterValuesOf,
  readListQuery,
  writeListQuery,
} from '@/scaffolds/listState';
import { defineSchema } from '@/engine/define';
import { memberRole } from '../../../schemas/enums';

const memberSchema = defineSchema({
  entity: 'member',
  id: 'adminId',
  fields: {
    adminId: { type: 'number', list: true },
    name: { type: 'text', list: true, filter: true },
    role: { type: 'enum', enum: memberRole, list: true, filter: true },
    createTime: { type: 'datetime', list: { sortable: true }, filter: true },
  },
});

describe('a list in its URL', () => {
  it('reads page, size, sort and filters as Refine state, ignoring unknown params', () => {
    const query = readListQuery(
      new URLSearchParams(
        'page=3&pageSize=50&sort=createTime.desc&name=wang&role=3&createTime=2024-01-01,2024-01-31&bogus=1',
      ),
      memberSchema,
    );
    expect(query).toEqual({
      currentPage: 3,
      pageSize: 50,
      sorters: [{ field: 'createTime', order: 'desc' }],
      filters: [
        { field: 'name', operator: 'contains', value: 'wang' },
        { field: 'role', operator: 'eq', value: '3' },
        { field: 'createTime', operator: 'between', value: ['2024-01-01', '2024-01-31'] },
      ],
    });
  });

  it('falls back to defaults for bad values, and caps the page size', () => {
    expect(
      readListQuery(new URLSearchParams('page=-2&pageSize=x&sort=nope.up'), memberSchema),
    ).toEqual({ currentPage: 1, pageSize: 20, sorters: [], filters: [] });
    expect(readListQuery(new URLSearchParams('pageSize=100000'), memberSchema).pageSize).toBe(100);
  });

  it('writes the state back as readable params, defaults and cleared filters as undefined', () => {
    const params = writeListQuery(
      {
        currentPage: 1,
        pageSize: 20,
        sorters: [{ field: 'name', order: 'asc' }],
        filters: [
          { field: 'name', operator: 'contains', value: 'li' },
          { field: 'createTime', operator: 'between', value: ['2024-01-01', ''] },
        ],
      },
      memberSchema,
    );
    expect(params).toMatchObject({
      page: undefined,
      pageSize: undefined,
      sort: 'name.asc',
      name: 'li',
      role: undefined,
      createTime: '2024-01-01,',
    });
    expect(Object.hasOwn(params, 'role')).toBe(true);
  });

  it('reads back what it writes', () => {
    const state = {
      currentPage: 4,
      pageSize: 50,
      sorters: [{ field: 'createTime', order: 'asc' as const }],
      filters: [{ field: 'role', operator: 'eq' as const, value: '4' }],
    };
    const written = writeListQuery(state, memberSchema);
    const search = new URLSearchParams(
      Object.entries(written).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    expect(readListQuery(search, memberSchema)).toEqual(state);
  });
});

describe('filters by field type', () => {
  it('text contains, one value equals, several are in, empty is none', () => {
    const { fields } = memberSchema;
    expect(crudFilterOf('name', fields.name, ' li ')).toEqual({
      field: 'name',
      operator: 'contains',
      value: 'li',
    });
    expect(crudFilterOf('role', fields.role, ['3', '4'])).toEqual({
      field: 'role',
      operator: 'in',
      value: ['3', '4'],
    });
    expect(crudFilterOf('role', fields.role, '')).toBeUndefined();
    expect(crudFilterOf('createTime', fields.createTime, ['', ''])).toBeUndefined();
  });

  it('goes from filter values to Refine filters and back', () => {
    const values = { name: 'li', role: '3' };
    expect(filterValuesOf(memberSchema, crudFiltersOf(memberSchema, values))).toEqual(values);
  });
});
