// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { collectionOf, seededRows } from '@demo-backend/engine/collections';
import { createRandom } from '@demo-backend/random';
import { seedDb } from '@demo-backend/seed';
import type { ClientRecord } from '@demo-backend/seed/clients';
import { MAIN_ORG, ORGS_UNDER_REVIEW, RESELLER_ORG, type OrgRecord } from '@demo-backend/seed/orgs';
import { applicationStatus } from '@demo-backend/seed/statuses';

const clientsOf = (seed: number) => seededRows(seed, 'client') as unknown as ClientRecord[];
const orgsOf = (seed: number) => seededRows(seed, 'org') as unknown as OrgRecord[];

describe('seeded data', () => {
  it('is the same for the same seed and differs for another', () => {
    expect(seedDb(42)).toEqual(seedDb(42));
    expect(collectionOf(seedDb(42), 'client')).toEqual(collectionOf(seedDb(42), 'client'));
    const names = (seed: number) => clientsOf(seed).map((client) => client.clientName);
    expect(names(42)).not.toEqual(names(43));
  });

  it('gives the random helpers a repeatable sequence within their bounds', () => {
    const draw = (seed: number) => {
      const random = createRandom(seed);
      return Array.from({ length: 50 }, () => [random.int(3, 7), random.amount(0, 10)]);
    };
    expect(draw(1)).toEqual(draw(1));
    for (const [int, amount] of draw(1)) {
      expect(int).toBeGreaterThanOrEqual(3);
      expect(int).toBeLessThanOrEqual(7);
      expect(Math.round(amount * 100) / 100).toBe(amount);
    }
  });

  it('has the main org, the demo reseller and about 25 resellers', () => {
    const orgs = orgsOf(42);
    expect(orgs).toHaveLength(29);
    expect(orgs[0]).toMatchObject({ orgId: MAIN_ORG.orgId, orgName: MAIN_ORG.orgName });
    expect(orgs[1]).toMatchObject(RESELLER_ORG);
    expect(new Set(orgs.map((org) => org.orgName)).size).toBe(orgs.length);
  });

  it('has a reseller at each review step, whatever the random states of the others', () => {
    for (const seed of [42, 7]) {
      const orgs = orgsOf(seed);
      const clients = clientsOf(seed);
      const inState = (status: number) => orgs.filter((org) => org.status === status);
      const changing = inState(applicationStatus.changePendingReview);
      expect(changing.length).toBeGreaterThan(0);
      expect(changing.every((org) => org.changeInfo)).toBe(true);
      expect(inState(applicationStatus.terminationApplied).length).toBeGreaterThan(0);
      const refunding = inState(applicationStatus.refundProcessing);
      expect(refunding.some((org) => org.walletBalance > 0)).toBe(true);
      // The resellers under review hold no clients: the others keep theirs.
      for (const org of ORGS_UNDER_REVIEW) {
        expect(clients.some((client) => client.orgId === org.orgId)).toBe(false);
      }
    }
  });

  it('has 120 plausible clients spread over orgs and states', () => {
    const [clients, orgs] = [clientsOf(42), orgsOf(42)];
    const states = Object.values(applicationStatus) as number[];
    expect(clients).toHaveLength(120);
    expect(new Set(clients.map((client) => client.clientName)).size).toBe(120);
    expect(clients.filter((client) => client.orgId === RESELLER_ORG.orgId).length).toBe(20);
    for (const client of clients) {
      expect(states).toContain(client.status);
      expect(orgs.some((org) => org.orgId === client.orgId)).toBe(true);
      expect(String(client.createTime)).toMatch(/^\d{10}$/);
      expect(Math.round(client.walletBalance * 100) / 100).toBe(client.walletBalance);
      expect(client.email).toMatch(/^[^\s@]+@[^\s@]+\.[a-z]+$/);
    }
    expect(new Set(clients.map((client) => client.status)).size).toBeGreaterThan(4);
  });
});
