// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ListPayload } from '@/data/contract';
import { collection, seededRows } from '@demo-backend/engine/collections';
import { registerSchema } from '@demo-backend/engine/entities';
import { createSeedContext } from '@demo-backend/engine/generate/context';
import { generateRows } from '@demo-backend/engine/generate/rows';
import { memoryPersistence } from '@demo-backend/persistence';
import { MEDIA_AGENT_COUNT, type MediaAgentRecord } from '@demo-backend/seed/mediaAgents';
import { createStore, DEMO_SEED, saveStore } from '@demo-backend/store';
import { billSchema, billStatus, type BillRow } from './engineFixture';
import { call, loginAs } from './client';
import { setupDemoServer } from './server';

setupDemoServer();
registerSchema(billSchema);

const generate = (seed: number) =>
  generateRows(
    billSchema,
    createSeedContext(seed, (entity) => seededRows(seed, entity)),
  ) as BillRow[];
const FROM = Date.UTC(2024, 0, 1) / 1000;
const TO = Date.UTC(2026, 10, 1) / 1000;

describe('rows generated from a schema', () => {
  it('are the same for the same seed and differ for another', () => {
    expect(generate(42)).toEqual(generate(42));
    expect(generate(42).map((row) => row.title)).not.toEqual(generate(43).map((row) => row.title));
    expect(generate(42)).toHaveLength(48);
  });

  it('hold values of the field types', () => {
    const statuses = billStatus.options.map((option) => option.value);
    for (const row of generate(42)) {
      expect(row.billSN).toMatch(/^BI2024\d{3}$/);
      expect(statuses).toContain(row.status);
      expect(Math.round(row.amount * 100) / 100).toBe(row.amount);
      expect(row.amount).toBeGreaterThanOrEqual(0);
      expect(row.rebateRate).toBeGreaterThanOrEqual(0);
      expect(row.rebateRate).toBeLessThanOrEqual(100);
      expect(row.email).toMatch(/^[^\s@]+@[^\s@]+\.[a-z]+$/);
      expect(row.mobile).toMatch(/^1[3-9]\d{9}$/);
      expect(row.billDate).toBeGreaterThanOrEqual(FROM);
      expect(row.createTime).toBeLessThanOrEqual(TO);
      expect(row.month).toMatch(/^202[4-6]-(0[1-9]|1[0-2])$/);
      expect([0, 1]).toContain(row.settled);
      expect(typeof row.currency).toBe('string');
    }
    expect(generate(42).map((row) => row.billId)).toEqual(
      Array.from({ length: 48 }, (_, index) => index + 1),
    );
    // Only a correction may be negative.
    expect(generate(42).some((row) => row.correctionAmount < 0)).toBe(true);
    // Enums lean towards their first option.
    const first = generate(42).filter((row) => row.status === 0).length;
    expect(first).toBeGreaterThan(48 / billStatus.options.length);
  });

  it('reference existing records and show their names', () => {
    const clients = seededRows(42, 'client');
    const orgs = seededRows(42, 'org');
    for (const row of generate(42)) {
      const client = clients.find((candidate) => candidate.clientId === row.clientId);
      expect(client?.clientName).toBe(row.clientName);
      // A bill of a client belongs to the client's org.
      expect(row.orgId).toBe(client?.orgId);
      expect(orgs.find((org) => org.orgId === row.orgId)?.orgName).toBe(row.orgName);
    }
  });
});

describe('seeded collections', () => {
  it('have exactly 3000 media agents with unique names and codes', async () => {
    const agents = seededRows(DEMO_SEED, 'mediaAgent') as unknown as MediaAgentRecord[];
    expect(agents).toHaveLength(MEDIA_AGENT_COUNT);
    expect(new Set(agents.map((agent) => agent.mediaAgentName)).size).toBe(MEDIA_AGENT_COUNT);
    expect(agents[0].mediaAgentSN).toBe('MA00001');
    expect(agents[2999].mediaAgentSN).toBe('MA03000');
    expect(agents.every((agent) => agent.status === 0 || agent.status === 1)).toBe(true);

    const token = await loginAs('admin');
    const page = await call<ListPayload<MediaAgentRecord>>(
      'main',
      '/mediaAgent/list?page=1&pageSize=3000',
      { token },
    );
    expect(page.data.total).toBe(3000);
    expect(page.data.list).toHaveLength(3000);
  });

  it('have about 40 partners including the two demo ones', async () => {
    const token = await loginAs('admin');
    const partners = await call<ListPayload<{ saleAgentId: number; saleAgentName: string }>>(
      'main',
      '/saleAgent/list?pageSize=2000',
      { token },
    );
    expect(partners.data.total).toBe(40);
    expect(partners.data.list.map((partner) => partner.saleAgentName)).toEqual(
      expect.arrayContaining(['林佳怡', '曾凡']),
    );
  });

  it('persist as changes over the seed, far below 1.5 MB', () => {
    const persistence = memoryPersistence();
    const db = createStore(persistence);
    const entities = ['currency', 'media', 'org', 'client', 'member', 'saleAgent', 'mediaAgent'];
    for (const entity of entities) collection(db, entity);
    collection(db, 'mediaAgent')[0].mediaAgentName = 'Renamed agent';
    saveStore();
    const size = JSON.stringify(persistence.snapshot).length;
    expect(size).toBeLessThan(50_000);
    expect(persistence.snapshot?.db.changes.mediaAgent).toEqual({
      rows: [expect.objectContaining({ mediaAgentId: 1, mediaAgentName: 'Renamed agent' })],
      removed: [],
    });
    expect(collection(createStore(persistence), 'mediaAgent')[0].mediaAgentName).toBe(
      'Renamed agent',
    );
  });
});
