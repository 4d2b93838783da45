// @vitest-environment node
import { describe, expect, it } from 'vitest';
// Registers the declared resources, as the mobile pages do.
import '@/app/declarations';
import { resourceByName } from '@/engine/registry';
import { listFields } from '@/scaffolds/schemaFields';
import { h5PathOf, h5RouteOf, h5Routes } from '@/h5/h5Routes';

describe('the table from a mobile path to the resource it mirrors', () => {
  it('maps the paths of SPEC §2 to their desktop resources', () => {
    expect(h5RouteOf('/h5/todo/walletWarn')?.resource).toBe('todoWalletWarn');
    expect(h5RouteOf('/h5/todo/accountAbnormal')?.resource).toBe('todoAccountAbnormal');
    expect(h5RouteOf('/h5/client/payment')?.resource).toBe('clientPayment');
    expect(h5RouteOf('/h5/client/payment/')?.resource).toBe('clientPayment');
    expect(h5RouteOf('/h5/client/risk')?.resource).toBe('riskWarning');
    expect(h5RouteOf('/h5/vcc/record')?.resource).toBe('vccRecord');
  });

  it('knows nothing else', () => {
    expect(h5RouteOf('/h5/')).toBeNull();
    expect(h5RouteOf('/h5/client/nothing')).toBeNull();
    expect(h5RouteOf('/client/payment')).toBeNull();
    expect(h5RouteOf('/h5/todo/walletWarn/extra')).toBeNull();
  });

  it('covers every group and client page SPEC §2 names', () => {
    const paths = h5Routes.map(h5PathOf);
    for (const group of ['todo', 'client', 'adsAccount', 'org', 'option', 'vcc']) {
      expect(paths.some((path) => path.startsWith(`/h5/${group}/`))).toBe(true);
    }
    for (const page of ['wallet', 'exchangeRate', 'risk', 'payment', 'bill', 'rebate', 'refund']) {
      expect(paths).toContain(`/h5/client/${page}`);
    }
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('names only declared resources with a list to draw as cards', () => {
    for (const route of h5Routes) {
      const resource = resourceByName(route.resource);
      expect(resource, route.path).toBeDefined();
      expect(resource!.endpoints?.list, route.path).toBeTruthy();
      expect(listFields(resource!.schema!).length, route.path).toBeGreaterThan(0);
    }
  });
});
