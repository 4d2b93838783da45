// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ListPayload } from '@/data/contract';
import { demoErrors } from '@demo-backend/handlers/errors';
import { createDemoAccounts, DEMO_MEDIA_AGENT_ID } from '@demo-backend/users';
import { call, loginAs } from './client';
import { setupDemoServer } from './server';

setupDemoServer();

type Row = Record<string, unknown>;

const infoOf = (username: string) =>
  createDemoAccounts().find((account) => account.username === username)!.info;

/** Every row of a list the account reads (one big page). */
async function listAs(username: string, path: string): Promise<ListPayload<Row>> {
  const token = await loginAs(username);
  const separator = path.includes('?') ? '&' : '?';
  const { code, data } = await call<ListPayload<Row>>(
    'main',
    `${path}${separator}page=1&pageSize=1000`,
    { token },
  );
  expect(code, path).toBe(0);
  return data;
}

const valuesOf = (rows: readonly Row[], field: string) => [...new Set(rows.map((r) => r[field]))];

describe('who sees which clients in the demo backend', () => {
  it('a BD team member lists only the clients it owns; its leader and admin every client', async () => {
    const me = infoOf('bdmember').adminId;
    const all = await listAs('admin', '/client/list');
    const member = await listAs('bdmember', '/client/list');
    expect(member.list.length).toBeGreaterThanOrEqual(3);
    expect(valuesOf(member.list, 'bdId')).toEqual([me]);
    expect(member.total).toBe(all.list.filter((client) => client.bdId === me).length);
    expect((await listAs('bd', '/client/list')).total).toBe(all.total);
  });

  it('an OP team member lists only the clients whose opId is its own', async () => {
    const me = infoOf('op').adminId;
    const all = await listAs('admin', '/client/list');
    const op = await listAs('op', '/client/list');
    expect(op.list.length).toBeGreaterThanOrEqual(3);
    expect(valuesOf(op.list, 'opId')).toEqual([me]);
    expect(op.total).toBe(all.list.filter((client) => client.opId === me).length);
  });

  it('scopes the client accounts page the same way, not the clients’ money records', async () => {
    const me = infoOf('bdmember').adminId;
    const accounts = await listAs('bdmember', '/client/account');
    const own = (await listAs('admin', '/client/list')).list.filter((c) => c.bdId === me);
    expect(accounts.list.map((row) => row.clientId).sort()).toEqual(
      own.map((row) => row.clientId).sort(),
    );
    // Payments stay scoped by organisation only: the member sees what admin sees.
    const payments = await listAs('bdmember', '/client/payment');
    expect(payments.total).toBe((await listAs('admin', '/client/payment')).total);
  });

  it('answers "not found" for another BD’s client, and the details of its own', async () => {
    const me = infoOf('bdmember').adminId;
    const all = (await listAs('admin', '/client/list')).list;
    const own = all.find((client) => client.bdId === me)!;
    const others = all.find((client) => client.bdId !== me)!;
    const token = await loginAs('bdmember');
    const detail = (clientId: unknown) =>
      call<Row>('main', `/client/detail?clientId=${String(clientId)}`, { token });
    expect(await detail(others.clientId)).toMatchObject({ code: demoErrors.notFound.code });
    expect(await detail(own.clientId)).toMatchObject({
      code: 0,
      data: { clientId: own.clientId },
    });
  });

  it('finds by keyword only the clients the member reads', async () => {
    const me = infoOf('bdmember').adminId;
    const all = (await listAs('admin', '/client/list')).list;
    const others = all.find((client) => client.bdId !== me)!;
    const own = all.find((client) => client.bdId === me)!;
    const search = async (username: string, keyword: unknown) => {
      const token = await loginAs(username);
      const path = `/client/listByKeyword?keyword=${encodeURIComponent(String(keyword))}`;
      return (await call<Row[]>('main', path, { token })).data.map((row) => row.clientId);
    };
    expect(await search('bdmember', others.clientSN)).toEqual([]);
    expect(await search('bdmember', own.clientSN)).toEqual([own.clientId]);
    expect(await search('bd', others.clientSN)).toEqual([others.clientId]);
    // Every client found by a common fragment is its own.
    const found = await search('bdmember', 'C1');
    expect(found.length).toBeGreaterThan(0);
    const owners = found.map((id) => all.find((client) => client.clientId === id)!.bdId);
    expect(new Set(owners)).toEqual(new Set([me]));
  });
});

describe('pages about oneself in the demo backend', () => {
  it('own KPI: only the signed-in staff member’s rows; the staff KPI list everyone’s', async () => {
    for (const username of ['op', 'bdmember']) {
      const own = await listAs(username, '/kpi/employeeOwnKpi');
      expect(own.list.length, username).toBeGreaterThan(0);
      expect(valuesOf(own.list, 'adminId'), username).toEqual([infoOf(username).adminId]);
    }
    const everyone = await listAs('admin', '/kpi/employeeKpi');
    expect(valuesOf(everyone.list, 'adminId').length).toBeGreaterThan(5);
  });

  it('a sales partner’s bills and consume report: only its own; staff see every partner’s', async () => {
    const { saleAgentId } = infoOf('saleagent');
    const bills = await listAs('saleagent', '/saleAgent/bill');
    expect(bills.list.length).toBeGreaterThan(0);
    expect(valuesOf(bills.list, 'saleAgentId')).toEqual([saleAgentId]);
    const consume = await listAs('saleagent', '/adsAccount/consumeCountBySaleAgent');
    expect(consume.list.length).toBeGreaterThan(0);
    expect(valuesOf(consume.list, 'saleAgentId')).toEqual([saleAgentId]);
    const staff = await listAs('financier', '/saleAgent/bill');
    expect(valuesOf(staff.list, 'saleAgentId').length).toBeGreaterThan(5);
    // A partner whose info names no other partner's bills sees none of partner 1's.
    const other = await listAs('newpartner', '/saleAgent/bill');
    expect(other.list.every((bill) => bill.saleAgentId === infoOf('newpartner').saleAgentId)).toBe(
      true,
    );
  });

  it('the media agent’s report: only its own media agent’s rows', async () => {
    expect(infoOf('mediaagent').mediaAgentId).toBe(DEMO_MEDIA_AGENT_ID);
    const report = await listAs('mediaagent', '/adsReport/agentReport');
    expect(report.list.length).toBeGreaterThan(0);
    expect(valuesOf(report.list, 'mediaAgentId')).toEqual([DEMO_MEDIA_AGENT_ID]);
  });
});
