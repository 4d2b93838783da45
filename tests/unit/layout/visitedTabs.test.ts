// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  closeOtherTabs,
  closeTab,
  parseStoredTabs,
  pathAfterClosing,
  refreshPathOf,
  tabPathOf,
  visitTab,
  type VisitedTab,
} from '@/layout/tabs/visitedTabs';

const paths = (tabs: VisitedTab[]) => tabs.map((tab) => tab.path);
const visitAll = (...visits: string[]) =>
  visits.reduce<VisitedTab[]>((tabs, path) => visitTab(tabs, path), []);

describe('visitTab', () => {
  it('adds new pages last', () => {
    expect(paths(visitAll('/a', '/b', '/c'))).toEqual(['/a', '/b', '/c']);
  });

  it('keeps one tab per page, leading to the latest address it had', () => {
    expect(paths(visitAll('/a', '/b', '/a'))).toEqual(['/a', '/b']);
    expect(paths(visitAll('/a', '/a?page=2'))).toEqual(['/a?page=2']);
    // Paging and sorting a list keeps its tab in place and keeps the other pages.
    expect(paths(visitAll('/a', '/b', '/c', '/b?page=2', '/b?page=3&sort=name'))).toEqual([
      '/a',
      '/b?page=3&sort=name',
      '/c',
    ]);
    expect(paths(visitAll('/a?status=1', '/a'))).toEqual(['/a']);
  });

  it('tells pages apart by pathname, ids included', () => {
    expect(paths(visitAll('/client/detail/1', '/client/detail/2'))).toEqual([
      '/client/detail/1',
      '/client/detail/2',
    ]);
  });

  it('remembers only the last three visited pages', () => {
    expect(paths(visitAll('/a', '/b', '/c', '/d'))).toEqual(['/b', '/c', '/d']);
    expect(paths(visitAll('/a', '/b', '/c', '/d', '/e'))).toEqual(['/c', '/d', '/e']);
  });

  it('drops the least recently visited page, not the first opened', () => {
    // /a was visited again after /b and /c, so /b is the oldest visit.
    expect(paths(visitAll('/a', '/b', '/c', '/a', '/d'))).toEqual(['/a', '/c', '/d']);
  });

  it('honours another limit', () => {
    expect(paths(visitTab(visitAll('/a', '/b'), '/c', 2))).toEqual(['/b', '/c']);
  });
});

describe('closing tabs', () => {
  const tabs = visitAll('/a', '/b', '/c', '/b');

  it('closes one tab', () => {
    expect(paths(closeTab(tabs, '/b'))).toEqual(['/a', '/c']);
    expect(paths(closeTab(tabs, '/x'))).toEqual(['/a', '/b', '/c']);
  });

  it('closes a page tab whatever query it was closed with', () => {
    const paged = visitAll('/a', '/b?page=2');
    expect(paths(closeTab(paged, '/b'))).toEqual(['/a']);
    expect(paths(closeOtherTabs(paged, '/b?page=3'))).toEqual(['/b?page=2']);
    expect(pathAfterClosing(paged, '/a?x=1')).toBe('/b?page=2');
  });

  it('closes the others', () => {
    expect(paths(closeOtherTabs(tabs, '/c'))).toEqual(['/c']);
  });

  it('goes to the most recently visited remaining tab after closing', () => {
    expect(pathAfterClosing(tabs, '/b')).toBe('/c');
    expect(pathAfterClosing(tabs, '/c')).toBe('/b');
    expect(pathAfterClosing(visitAll('/a'), '/a')).toBeUndefined();
  });
});

describe('refresh paths', () => {
  it('goes through /redirect and stands for the page it reopens', () => {
    expect(refreshPathOf('/client/list?status=1')).toBe('/redirect/client/list?status=1');
    expect(tabPathOf('/redirect/client/list', '?status=1')).toBe('/client/list?status=1');
    expect(tabPathOf('/client/list', '')).toBe('/client/list');
    expect(tabPathOf('/redirection', '')).toBe('/redirection');
  });
});

describe('parseStoredTabs', () => {
  it('reads back what was stored', () => {
    const tabs = visitAll('/a', '/b');
    expect(parseStoredTabs(JSON.stringify(tabs))).toEqual(tabs);
  });

  it('drops malformed data', () => {
    expect(parseStoredTabs(null)).toEqual([]);
    expect(parseStoredTabs('not json')).toEqual([]);
    expect(parseStoredTabs('{"path":"/a"}')).toEqual([]);
    expect(
      parseStoredTabs('[{"path":"/a","visited":1},{"path":"https://x","visited":2},{"visited":3}]'),
    ).toEqual([{ path: '/a', visited: 1 }]);
  });

  it('keeps one tab per page from what an older version stored', () => {
    const stored = [
      { path: '/a', visited: 1 },
      { path: '/b', visited: 2 },
      { path: '/a?page=2', visited: 3 },
    ];
    expect(parseStoredTabs(JSON.stringify(stored))).toEqual([
      { path: '/b', visited: 2 },
      { path: '/a?page=2', visited: 3 },
    ]);
  });

  it('keeps at most the limit', () => {
    const stored = ['/a', '/b', '/c', '/d'].map((path, i) => ({ path, visited: i + 1 }));
    expect(paths(parseStoredTabs(JSON.stringify(stored)))).toEqual(['/b', '/c', '/d']);
  });
});
