// @vitest-environment node
import { describe, expect, it } from 'vitest';
// The declarations registered, as the app does at start-up.
import '@/app/declarations';
import cn from '../../../locales/cn.json';
import en from '../../../locales/en.json';
import { matchRoute } from '@/engine/routeMatch';
import { allResources, declarationsIn } from '../../../resources';
import { specRoutes } from '../../support/specRoutes';

// Every route there is comes from the declarations; SPEC §2's list only says what they must cover.
const routed = allResources.filter((resource) => resource.route);
const title = (locale: typeof cn, name: string) =>
  (locale.routes as Record<string, string | undefined>)[name];

describe('the declarations', () => {
  it('of every module of resources/ are registered, each once, with nothing to list by hand', () => {
    const modules = import.meta.glob<Record<string, unknown>>('../../../resources/*.ts', {
      eager: true,
    });
    const exported = new Set(Object.values(modules).flatMap(declarationsIn));
    expect(exported.size).toBeGreaterThan(0);
    expect([...exported].filter((resource) => !allResources.includes(resource))).toEqual([]);
    expect(new Set(allResources).size).toBe(allResources.length);
  });
});

describe('every route of SPEC §2', () => {
  it('is declared', () => {
    const declared = new Set(routed.map((resource) => resource.route));
    expect(specRoutes.filter((route) => !declared.has(route))).toEqual([]);
  });
});

describe('every declared route', () => {
  it.each(routed.map((resource) => [resource.route, resource.name]))(
    '%s has its title in both languages',
    (_route, name) => {
      expect(title(cn, name!)?.trim()).toBeTruthy();
      expect(title(en, name!)?.trim()).toBeTruthy();
    },
  );

  it('marks routes with an id as hidden', () => {
    for (const resource of routed.filter((r) => r.route!.includes(':'))) {
      expect(resource.menu?.hidden, resource.route).toBe(true);
    }
  });

  it('each lead to their own page, whatever their order of declaration', () => {
    for (const resource of routed) {
      const path = resource.route!.replace(/:\w+/g, '7');
      expect(matchRoute(path)?.resource.name, path).toBe(resource.name);
    }
    expect(matchRoute('/client/list/extra')).toBeNull();
    expect(matchRoute('/nowhere')).toBeNull();
  });
});
