// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { OrgBrandPayload, UserInfo } from '@/data/contract';
import { OVERDUE_ORG, RESELLER_ORG } from '@demo-backend/seed/orgs';
import { call, loginAs } from './client';
import { setupDemoServer } from './server';

setupDemoServer();

const brandOf = (domain: string) =>
  call<OrgBrandPayload | null>('main', `/org/getInfoByDomain?domain=${encodeURIComponent(domain)}`);

const hostOf = (address: string | undefined) => new URL(address ?? '').hostname;

describe('the organisation of a domain, asked before login', () => {
  it("answers a reseller's name and logo on its console's domain and its client portal's", async () => {
    const token = await loginAs('reseller');
    const { data: info } = await call<UserInfo>('main', '/login/getAdminInfo', { token });
    for (const domain of [hostOf(info.adminDomain), hostOf(info.clientDomain)]) {
      const { code, data } = await brandOf(domain);
      expect(code).toBe(0);
      expect(data).toMatchObject({ orgId: RESELLER_ORG.orgId, orgName: RESELLER_ORG.orgName });
      expect(data?.orgLogo).toMatch(/^\/api\/common\/file\/sample-[0-9a-f]{6}\.svg$/);
    }
    // Each reseller its own: another's domain answers that one.
    const other = await brandOf(
      hostOf(info.adminDomain).replace(/^org\d+/, `org${OVERDUE_ORG.orgId}`),
    );
    expect(other.data?.orgName).toBe(OVERDUE_ORG.orgName);
  });

  it('answers null, with success, for a domain no organisation uses or none at all', async () => {
    for (const domain of ['localhost', 'org999.admin.adconsole.example', '']) {
      expect(await brandOf(domain)).toMatchObject({ code: 0, data: null });
    }
  });
});
