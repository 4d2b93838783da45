// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { normaliseList, normaliseRecord, type RecordShape } from '@/data/normalise';

const shape: RecordShape = {
  id: 'reference',
  name: 'text',
  count: 'number',
  amount: 'decimal',
  status: { storage: 'enum', options: [1, 2] },
  bdId: 'reference',
  bdIdName: 'text',
  active: 'flag',
  tags: 'list',
  createTime: 'seconds',
  rows: { storage: 'rows', of: { ratio: 'decimal' } },
};

describe('normaliseList', () => {
  it('leaves out rows that are no record and reads a total sent as text', () => {
    const { list, total } = normaliseList(shape, {
      list: [null, { id: 1 }, 3, [], { id: 2 }],
      total: '57',
    });
    expect(list).toEqual([{ id: 1 }, { id: 2 }]);
    expect(total).toBe(57);
  });

  it('reads a missing or malformed answer as no rows', () => {
    expect(normaliseList(shape, undefined)).toEqual({ list: [], total: 0 });
    expect(normaliseList(shape, { list: 'x', total: {} })).toEqual({ list: [], total: 0 });
    expect(normaliseList(shape, [{ id: 1 }])).toEqual({ list: [{ id: 1 }], total: 1 });
  });
});

describe('normaliseRecord', () => {
  it('gives each declared field its kind, or leaves it out', () => {
    expect(
      normaliseRecord(shape, {
        id: '9007199254740993',
        name: { zh: '名字' },
        count: '12',
        amount: 1e21,
        status: '2',
        bdId: '7',
        bdIdName: ['Ann', 'Bo'],
        active: '1',
        tags: 'a, b',
        createTime: { t: 1 },
        rows: [null, { ratio: '1,234.5' }],
        other: { kept: true },
      }),
    ).toEqual({
      id: '9007199254740993',
      count: 12,
      amount: '1000000000000000000000',
      status: 2,
      bdId: 7,
      bdIdName: 'Ann, Bo',
      active: true,
      tags: ['a', 'b'],
      rows: [{ ratio: '1234.5' }],
      other: { kept: true },
    });
  });

  it('keeps an unknown enumeration value as sent and refuses what is no record', () => {
    expect(normaliseRecord(shape, { status: 9, amount: 'abc', count: 'x' })).toEqual({ status: 9 });
    expect(normaliseRecord(shape, null)).toBeNull();
    expect(normaliseRecord(shape, 'text')).toBeNull();
  });
});
