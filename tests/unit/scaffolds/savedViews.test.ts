import { afterEach, describe, expect, it } from 'vitest';
import {
  addView,
  nameIsFree,
  readViews,
  removeView,
  renameView,
  setDefaultView,
  writeViews,
  type SavedView,
} from '@/scaffolds/list/savedViews';
import { hasSavedViews, savedViewsKey } from '@/scaffolds/list/savedViewsKey';

const view = (name: string, overrides: Partial<SavedView> = {}): SavedView => ({
  name,
  filters: { status: '1' },
  sorters: [{ field: 'createTime', order: 'desc' }],
  pageSize: 50,
  columns: { order: ['name', 'status'], hidden: ['remark'] },
  ...overrides,
});

afterEach(() => localStorage.clear());

describe('saved views, per user and list', () => {
  it('keeps each user’s views of each list apart', () => {
    const mine = savedViewsKey(7, 'client');
    writeViews(mine, addView({ views: [] }, view('Active'), true));

    expect(readViews(mine)).toEqual({ views: [view('Active')], defaultView: 'Active' });
    expect(hasSavedViews(mine)).toBe(true);
    // Another user, or another list of the same user, has none.
    expect(readViews(savedViewsKey(8, 'client'))).toEqual({ views: [] });
    expect(readViews(savedViewsKey(7, 'org'))).toEqual({ views: [] });
    expect(hasSavedViews(savedViewsKey(8, 'client'))).toBe(false);
    expect(savedViewsKey(undefined, 'client')).toBe('listViews:anonymous:client');
  });

  it('removes the stored key when the last view is deleted', () => {
    const key = savedViewsKey(7, 'client');
    const saved = addView({ views: [] }, view('Active'), true);
    writeViews(key, saved);
    writeViews(key, removeView(saved, 'Active'));
    expect(localStorage.getItem(key)).toBeNull();
    expect(hasSavedViews(key)).toBe(false);
  });

  it('reads stored views defensively: broken entries are left out, a lost default is dropped', () => {
    const key = savedViewsKey(7, 'client');
    localStorage.setItem(
      key,
      JSON.stringify({
        views: [
          { name: 'Good', filters: { status: ['1', 2, '3'], x: 5 }, sorters: [{ field: 'a' }] },
          { name: '' },
          null,
          'text',
          { name: 'Good', filters: {} },
        ],
        defaultView: 'Gone',
      }),
    );
    expect(readViews(key)).toEqual({
      views: [
        {
          name: 'Good',
          filters: { status: ['1', '3'] },
          sorters: [],
          pageSize: 0,
          columns: { order: [], hidden: [] },
        },
      ],
      defaultView: undefined,
    });
    localStorage.setItem(key, '{not json');
    expect(readViews(key)).toEqual({ views: [] });
  });
});

describe('naming, renaming and the default view', () => {
  const saved = addView(addView({ views: [] }, view('Active'), false), view(' Mine '), true);

  it('trims names and refuses a name another view has', () => {
    expect(saved.views.map((item) => item.name)).toEqual(['Active', 'Mine']);
    expect(saved.defaultView).toBe('Mine');
    expect(nameIsFree(saved, 'Active')).toBe(false);
    expect(nameIsFree(saved, ' Active ')).toBe(false);
    expect(nameIsFree(saved, 'Active', 'Active')).toBe(true);
    expect(nameIsFree(saved, 'New')).toBe(true);
  });

  it('keeps the default through a rename, and loses it with its view', () => {
    const renamed = renameView(saved, 'Mine', 'Mine, by date');
    expect(renamed.defaultView).toBe('Mine, by date');
    expect(renamed.views[1]).toEqual(view('Mine, by date'));
    expect(removeView(renamed, 'Mine, by date').defaultView).toBeUndefined();
    expect(setDefaultView(renamed, 'Active').defaultView).toBe('Active');
    expect(setDefaultView(renamed, null).defaultView).toBeUndefined();
  });
});
