// @vitest-environment node
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { defineEnum, defineResource, defineSchema } from '@/engine/define';
import type { Row } from '@demo-backend/db';
import { ACTION_LOG } from '@demo-backend/engine/actionLog';
import { collection } from '@demo-backend/engine/collections';
import { generateHandlers } from '@demo-backend/engine/generateHandlers';
import { memoryPersistence } from '@demo-backend/persistence';
import { getStore } from '@demo-backend/store';
import { call, loginAs } from './client';
import { persistedRows } from './persisted';
import { setupDemoServer } from './server';

/**
 * What the demo backend keeps of a declared action's reason and values: the record's fields of
 * their names, when its schema declares them (docs/declarations.md, "Where an action's reason and
 * values are kept"); its history has the reason either way.
 */
const vendorStatus = defineEnum('testVendorStatus', [
  { value: 1, color: 'success' },
  { value: 2, color: 'warning' },
  { value: 3, color: 'default' },
]);

const vendorSchema = defineSchema({
  entity: 'testVendor',
  id: 'vendorId',
  title: 'name',
  fields: {
    vendorId: { type: 'number', list: true },
    name: { type: 'text', list: true, form: { required: true } },
    contactEmail: { type: 'email', list: true, form: true },
    rating: { type: 'number', list: true, form: { min: 0, max: 5 } },
    status: { type: 'enum', enum: vendorStatus, list: true },
    suspendReason: { type: 'textarea', show: true },
    reason: { type: 'textarea', show: true },
  },
});

const vendor = defineResource({
  name: 'testVendor',
  subject: 'Dashboard',
  schema: vendorSchema,
  endpoints: { list: 'GET /testVendor/list' },
  actions: {
    // The reason under a key of its own, kept in the field of that name.
    suspend: {
      call: 'POST /testVendor/suspend',
      when: { status: [1] },
      sets: { status: 2 },
      reason: 'suspendReason',
    },
    // `reason: true`: sent and kept as `reason`.
    close: {
      call: 'POST /testVendor/close',
      when: { status: [1, 2] },
      sets: { status: 3 },
      reason: true,
    },
    // A value form: its values go to the record's fields of their names.
    review: {
      call: 'POST /testVendor/review',
      fields: {
        contactEmail: { type: 'email', form: { required: true } },
        rating: { type: 'number', form: { required: true, min: 0, max: 5 } },
        note: { type: 'text', form: true },
      },
    },
  },
});

/** Its schema has no field for the reason: the history keeps it, the record is left as it is. */
const gadget = defineResource({
  name: 'testReasonlessGadget',
  subject: 'Dashboard',
  schema: defineSchema({
    entity: 'testReasonlessGadget',
    id: 'id',
    fields: {
      id: { type: 'number', list: true },
      status: { type: 'enum', enum: vendorStatus, list: true },
    },
  }),
  endpoints: { list: 'GET /testReasonlessGadget/list' },
  actions: {
    close: {
      call: 'POST /testReasonlessGadget/close',
      when: { status: [1] },
      sets: { status: 3 },
      reason: true,
    },
  },
});

const persistence = memoryPersistence();
const server = setupDemoServer(persistence);
// Rights are tested in tests/unit/access; these declarations are granted to no role.
beforeAll(() => server.use(...generateHandlers([vendor, gadget], { rights: false })));

let token = '';
beforeEach(async () => {
  token = await loginAs('admin');
});

const post = (path: string, body: object) =>
  call<Row>('main', path, { method: 'POST', body, token, language: 'en' });
const stored = (entity: string, idField: string, id: unknown) =>
  collection(getStore(), entity).find((row) => row[idField] === id)!;
const firstIn = (entity: string, status: number) => {
  const row = collection(getStore(), entity).find((candidate) => candidate.status === status);
  if (!row) throw new Error(`no seeded ${entity} in status ${status}`);
  return row;
};
const history = (entity: string, id: unknown, action: string) =>
  collection(getStore(), ACTION_LOG).filter(
    (entry) =>
      entry.targetType === entity && entry.targetId === String(id) && entry.action === action,
  );

describe("a declared action's reason", () => {
  it('is kept in the record field its key names, in the answer, the store and what a reload reads', async () => {
    const { vendorId } = firstIn('testVendor', 1);
    const answer = await post('/testVendor/suspend', {
      vendorId,
      suspendReason: ' Late deliveries ',
    });
    expect(answer).toMatchObject({
      code: 0,
      data: { status: 2, suspendReason: 'Late deliveries' },
    });
    expect(stored('testVendor', 'vendorId', vendorId)).toMatchObject({
      status: 2,
      suspendReason: 'Late deliveries',
    });
    const reloaded = persistedRows(persistence.snapshot, 'testVendor');
    expect(reloaded.find((row) => row.vendorId === vendorId)?.suspendReason).toBe(
      'Late deliveries',
    );
    expect(history('testVendor', vendorId, 'suspend')).toEqual([
      expect.objectContaining({ reason: 'Late deliveries', operatorName: '王磊' }),
    ]);
  });

  it("is kept as 'reason' when the action says reason: true", async () => {
    const { vendorId } = firstIn('testVendor', 1);
    const answer = await post('/testVendor/close', { vendorId, reason: 'Out of business' });
    expect(answer.data).toMatchObject({ status: 3, reason: 'Out of business' });
    expect(stored('testVendor', 'vendorId', vendorId).reason).toBe('Out of business');
  });

  it('is refused when empty, and the record is left as it was', async () => {
    const { vendorId } = firstIn('testVendor', 1);
    expect(await post('/testVendor/suspend', { vendorId, suspendReason: '  ' })).toMatchObject({
      code: 10008,
      // Named as the action's dialog names it (actions.reasonOf.suspend).
      msg: 'Reason for hold cannot be empty',
    });
    expect(stored('testVendor', 'vendorId', vendorId)).toMatchObject({ status: 1 });
    expect(history('testVendor', vendorId, 'suspend')).toEqual([]);
  });

  it('stays in the history only where the schema has no field for it', async () => {
    const { id } = firstIn('testReasonlessGadget', 1);
    const answer = await post('/testReasonlessGadget/close', { id, reason: 'Broken' });
    expect(answer.data.status).toBe(3);
    expect(stored('testReasonlessGadget', 'id', id)).not.toHaveProperty('reason');
    expect(history('testReasonlessGadget', id, 'close')).toEqual([
      expect.objectContaining({ reason: 'Broken' }),
    ]);
  });
});

describe("a declared action's value form", () => {
  it("keeps its values in the record's fields of their names, as the schema stores them", async () => {
    const { vendorId } = firstIn('testVendor', 1);
    const answer = await post('/testVendor/review', {
      vendorId,
      contactEmail: 'orders@vendor.test',
      rating: '4',
      note: 'Met at the fair',
    });
    expect(answer.data).toMatchObject({ contactEmail: 'orders@vendor.test', rating: 4 });
    const record = stored('testVendor', 'vendorId', vendorId);
    expect(record).toMatchObject({ contactEmail: 'orders@vendor.test', rating: 4 });
    // A value no field of the schema names is the backend's to use, not the record's.
    expect(record).not.toHaveProperty('note');
    const reloaded = persistedRows(persistence.snapshot, 'testVendor');
    expect(reloaded.find((row) => row.vendorId === vendorId)).toMatchObject({ rating: 4 });
  });

  it("refuses values its form's rules refuse, leaving the record as it was", async () => {
    const { vendorId, rating } = firstIn('testVendor', 1);
    const answer = await post('/testVendor/review', {
      vendorId,
      contactEmail: 'orders@vendor.test',
      rating: 9,
    });
    expect(answer.code).not.toBe(0);
    expect(stored('testVendor', 'vendorId', vendorId).rating).toBe(rating);
  });
});
