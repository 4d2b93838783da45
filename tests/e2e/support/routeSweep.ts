import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { abilityFor } from '@/access/ability';
import { canOpen } from '@/access/routeAccess';
import type { ResourceDef } from '@/engine/types';
import { seededRows } from '@demo-backend/engine';
import { DEMO_SEED } from '@demo-backend/store';
import { createDemoAccounts } from '@demo-backend/users';
import { allResources } from '../../../resources';
import { axeFindings, visibleHeadings } from './axe';
import type { setupBrowser } from './browser';
import { loginAs } from './login';
import { routeTitles, waitForQuietDom, waitForTitle } from './settle';

/** Who visits: the first demo user allowed, admin first; restricted routes as their role. */
const visitors = ['admin', 'bd', 'reseller', 'saleagent', 'mediaagent'];
const accounts = createDemoAccounts();
const applySn = String(seededRows(DEMO_SEED, 'siteMessage')[0]?.applySn);
const paramValues: Record<string, string> = {
  clientId: '1',
  orgId: '2',
  mediaAgentId: '1',
  accountId: '1',
  logType: 'prepay',
  applySn,
};

function visitorOf(resource: ResourceDef): string {
  const username = visitors.find((name) => {
    const info = accounts.find((account) => account.username === name)!.info;
    return canOpen(abilityFor(info), info, resource);
  });
  if (!username) throw new Error(`No demo user may open ${resource.route}`);
  return username;
}

const pathOf = (route: string) => route.replace(/:(\w+)/g, (_, name: string) => paramValues[name]);

interface Visit {
  path: string;
  name: string;
}
const byVisitor = new Map<string, Visit[]>();
for (const resource of allResources.filter((r) => r.route)) {
  const visitor = visitorOf(resource);
  const visit = { path: pathOf(resource.route!), name: resource.name };
  byVisitor.set(visitor, [...(byVisitor.get(visitor) ?? []), visit]);
}

/**
 * Navigates inside the app (no reload), as a click on a link would, and waits for the new page:
 * its title, when its route's name is given (the old page stays until the new one commits), then
 * its content, nothing loading (a drawer opened by the address too) and nothing still changing.
 */
export async function open(page: Page, path: string, routeName?: string) {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
  if (routeName) await waitForTitle(page, routeTitles(routeName));
  const content = page.locator('.ant-layout-content');
  await content.locator('.ant-card, .ant-result, form, .ant-table').first().waitFor();
  await expect.poll(() => page.locator('.ant-spin-spinning, .ant-skeleton').count()).toBe(0);
  await waitForQuietDom(page);
  await expect.poll(() => page.locator('.ant-spin-spinning, .ant-skeleton').count()).toBe(0);
  return content;
}

/**
 * Every route of the spec, each visited once by its first allowed visitor, checked as a user
 * would see it and by axe-core (about 1 s a page). The pages are dealt to `shards` files, which
 * CI's two browsers run side by side; this file's share is every `shards`-th page from `shard`.
 */
export function sweepRoutes(e2e: ReturnType<typeof setupBrowser>, shard: number, shards: number) {
  const share = [...byVisitor.entries()]
    .map(
      ([visitor, visits]) =>
        [visitor, visits.filter((_, index) => index % shards === shard)] as const,
    )
    .filter(([, visits]) => visits.length > 0);
  describe(`every route of the spec renders a real, accessible page (part ${shard + 1} of ${shards})`, () => {
    it.each(share)('as %s', { timeout: 240000 }, async (visitor, visits) => {
      const { page } = e2e;
      await loginAs(page, visitor);
      for (const { path, name } of visits) {
        const content = await open(page, path, name).catch((error: Error) => {
          throw new Error(`${path}: ${error.message}`);
        });
        expect(await content.locator('.ant-result-404').count(), `${path}: not found`).toBe(0);
        expect(await content.locator('.ant-result-403').count(), `${path}: forbidden`).toBe(0);
        const text = (await content.innerText()).trim();
        expect(text.length, `${path}: empty page`).toBeGreaterThan(20);
        // No translation key ever shows instead of its text.
        const shell = await page.locator('.ant-layout').first().innerText();
        expect(shell, `${path}: raw key`).not.toMatch(
          /\b(routes|fields|enums|actions|list|form|menu|dashboard|errors)\.[a-zA-Z]/,
        );
        expect(await axeFindings(page), `${path}: accessibility`).toEqual([]);
        expect(await visibleHeadings(page), `${path}: one h1`).toHaveLength(1);
        expect(e2e.errors, path).toEqual([]);
      }
    });
  });
}
