import { afterEach, describe, expect, it } from 'vitest';
import { abilityFor } from '@/access/ability';
import { canOpen } from '@/access/routeAccess';
import { session } from '@/auth/session';
import { dataProvider } from '@/data';
import '@/app/declarations';
import { resourceByName } from '@/engine/registry';
import { h5Routes } from '@/h5/h5Routes';
import { permanentFiltersOf } from '@/scaffolds/listQuery';
import { createDemoAccounts } from '@demo-backend/users';
import { loginAs } from '../mocks/client';
import { setupDemoServer } from '../mocks/server';

const admin = createDemoAccounts().find((account) => account.username === 'admin')!;

describe('the mobile pages against the demo backend', () => {
  setupDemoServer();
  afterEach(() => session.setUser(null));

  it('give the admin every page, each with records, as the mobile list asks for them', async () => {
    session.setToken(await loginAs('admin'));
    session.setUser(admin.info);
    const ability = abilityFor(admin.info);
    for (const route of h5Routes) {
      const resource = resourceByName(route.resource)!;
      expect(canOpen(ability, admin.info, resource), route.path).toBe(true);
      const { data, total } = await dataProvider.getList({
        resource: resource.name,
        pagination: { currentPage: 1, pageSize: 10, mode: 'server' },
        filters: permanentFiltersOf(resource, {}),
        sorters: [],
      });
      expect(data.length, route.path).toBeGreaterThan(0);
      expect(total, route.path).toBeGreaterThanOrEqual(data.length);
    }
  });
});
