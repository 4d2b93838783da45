// @vitest-environment node
import { describe, expect, it } from 'vitest';
import qs from '@/vendor/qs';

describe('the qs stand-in Refine runs on', () => {
  it('reads flat and bracketed params, as Refine writes its table state', () => {
    expect(qs.parse('?page=2&status=1', { ignoreQueryPrefix: true })).toEqual({
      page: '2',
      status: '1',
    });
    expect(
      qs.parse(
        'currentPage=3&sorters[0][field]=createTime&sorters[0][order]=desc&filters[0][field]=name&filters[0][operator]=contains&filters[0][value]=星链',
      ),
    ).toEqual({
      currentPage: '3',
      sorters: [{ field: 'createTime', order: 'desc' }],
      filters: [{ field: 'name', operator: 'contains', value: '星链' }],
    });
    expect(qs.parse('a=1&a=2&to=%2Fclient%2Flist')).toEqual({ a: ['1', '2'], to: '/client/list' });
  });

  it('writes them back with the options Refine passes', () => {
    const state = {
      currentPage: 2,
      sorters: [{ field: 'createTime', order: 'desc' }],
      gone: null,
      skipped: undefined,
    };
    expect(qs.stringify(state, { addQueryPrefix: true, skipNulls: true, encode: false })).toBe(
      '?currentPage=2&sorters[0][field]=createTime&sorters[0][order]=desc',
    );
    expect(qs.stringify({ to: '/a b', at: new Date('2026-11-24T00:00:00Z') })).toBe(
      'to=%2Fa%20b&at=2026-11-24T00%3A00%3A00.000Z',
    );
    expect(qs.stringify({})).toBe('');
    expect(qs.parse(qs.stringify(state, { skipNulls: true }))).toEqual({
      currentPage: '2',
      sorters: [{ field: 'createTime', order: 'desc' }],
    });
  });
});
