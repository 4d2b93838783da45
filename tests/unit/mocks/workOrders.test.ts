// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { Row } from '@demo-backend/db';
import { collection } from '@demo-backend/engine/collections';
import { getStore } from '@demo-backend/store';
import { call, loginAs } from './client';
import { setupDemoServer } from './server';

setupDemoServer();

const orders = () => collection(getStore(), 'workOrderGoogleApply');
const orderIn = (status: number) => orders().find((order) => order.status === status)!;
const act = (token: string, action: string, body: Row) =>
  call('main', `/workOrder/googleApply/${action}`, { method: 'POST', token, body });

describe('work orders in the demo backend (SPEC §4)', () => {
  it('refuses an action the order’s state does not allow, with a code, and changes nothing', async () => {
    const token = await loginAs('admin');
    const order = orderIn(0);
    const answer = await act(token, 'pass', { id: order.id });
    expect(answer.code).not.toBe(0);
    expect(answer.msg).toBeTruthy();
    expect(order.status).toBe(0);
    expect((await act(token, 'push', { id: order.id })).code).not.toBe(0);
  });

  it('refuses an action to a role the rules do not grant it', async () => {
    const order = orderIn(0);
    expect((await act(await loginAs('bd'), 'review', { id: order.id })).code).not.toBe(0);
    expect(order.status).toBe(0);
  });

  it('asks a reason of a rejection and a cancellation', async () => {
    const token = await loginAs('admin');
    const order = orderIn(31);
    expect((await act(token, 'reject', { id: order.id, reason: '' })).code).not.toBe(0);
    expect((await act(token, 'cancel', { id: order.id })).code).not.toBe(0);
    expect((await act(token, 'cancel', { id: order.id, reason: '时区有误' })).code).toBe(0);
    expect(order).toMatchObject({ status: 4, reason: '时区有误' });
  });

  it('allocates, reviews, pushes and passes an opening, which creates its ad accounts', async () => {
    const token = await loginAs('admin');
    const order = orderIn(0);
    const accountsBefore = collection(getStore(), 'adsAccount').length;
    const mpm = collection(getStore(), 'member').find((member) => member.role === 15)!;
    expect((await act(token, 'allocate', { id: order.id, operatorId: mpm.adminId })).code).toBe(0);
    expect(order).toMatchObject({ status: 0, operatorId: mpm.adminId });
    for (const action of ['review', 'push', 'pass'])
      expect((await act(token, action, { id: order.id })).code).toBe(0);
    expect(order).toMatchObject({ status: 1, openResult: 1 });

    const asked = order.accounts as Row[];
    const created = collection(getStore(), 'adsAccount').slice(accountsBefore);
    expect(created).toHaveLength(asked.length);
    expect(created.map((account) => account.mediaAccountId)).toEqual(order.accountIds);
    for (const [index, account] of created.entries())
      expect(account).toMatchObject({
        accountName: asked[index].accountName,
        platform: 'Google',
        clientId: order.clientId,
        status: 1,
      });
    const history = collection(getStore(), 'actionLog').filter(
      (entry) => entry.targetType === 'workOrderGoogleApply' && entry.targetId === String(order.id),
    );
    expect(history.map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['allocate', 'review', 'push', 'pass']),
    );
  });

  it('lets the applicant revoke an order nobody has started on, not a decided one', async () => {
    const token = await loginAs('admin');
    const waiting = orderIn(6);
    expect((await act(token, 'revoke', { id: waiting.id })).code).toBe(0);
    expect(waiting.status).toBe(5);
    expect((await act(token, 'revoke', { id: orderIn(1).id })).code).not.toBe(0);
  });

  it('counts the to-dos not on hold, and one put on hold with its reason leaves the count', async () => {
    const token = await loginAs('admin');
    const count = async () =>
      (
        (await call<{ count: number }>('main', '/work/todo/count', { token })).data as {
          count: number;
        }
      ).count;
    const before = await count();
    const todo = collection(getStore(), 'todoWorkOrder').find((row) => row.suspended === 0)!;
    expect(
      (await call('main', '/work/suspend', { method: 'POST', token, body: { id: todo.id } })).code,
    ).not.toBe(0);
    const held = await call('main', '/work/suspend', {
      method: 'POST',
      token,
      body: { id: todo.id, reason: '等待客户资料' },
    });
    expect(held.code).toBe(0);
    expect(await count()).toBe(before - 1);
  });

  it('keeps one to-do per order waiting on the team, following the order (issue 39)', async () => {
    const token = await loginAs('admin');
    const count = async () =>
      (
        (await call<{ count: number }>('main', '/work/todo/count', { token })).data as {
          count: number;
        }
      ).count;
    const todoOf = (order: Row) =>
      collection(getStore(), 'todoWorkOrder').find(
        (row) => row.workOrder === 'workOrderGoogleApply' && row.workOrderId === order.id,
      );
    const order = orders().find((row) => row.status === 0 && todoOf(row)?.suspended === 0)!;
    expect(todoOf(orderIn(1))).toBeUndefined();
    const before = await count();
    // Reviewed, it still waits on the team (pre-approved); rejected, it waits on nobody.
    expect((await act(token, 'review', { id: order.id })).code).toBe(0);
    expect(todoOf(order)).toMatchObject({ status: 3, applySn: order.applySn });
    expect(await count()).toBe(before);
    expect((await act(token, 'reject', { id: order.id, reason: '资料不全' })).code).toBe(0);
    expect(todoOf(order)).toBeUndefined();
    expect(await count()).toBe(before - 1);
  });
});
