// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { ListPayload } from '@/data/contract';
import { roleIds } from '../../../schemas/enums';
import { collectionOf } from '@demo-backend/engine/collections';
import type { MemberRecord } from '@demo-backend/seed/members';
import { getStore } from '@demo-backend/store';
import { call, loginAs } from './client';
import { setupDemoServer } from './server';

setupDemoServer();

const members = () => collectionOf<MemberRecord>(getStore(), 'member');

describe('members', () => {
  it('are the staff demo users of the main org plus about 30 more', () => {
    const all = members();
    expect(all.find((member) => member.adminId === 103)).toMatchObject({
      name: '李晨',
      role: roleIds.BD,
      isTeamLeader: 1,
      status: 1,
    });
    // Partners, media agents and the reseller's users are not staff of the main org.
    for (const adminId of [111, 115, 118, 119]) {
      expect(all.some((member) => member.adminId === adminId)).toBe(false);
    }
    expect(all.length).toBeGreaterThanOrEqual(45);
    expect(new Set(all.map((member) => member.adminId)).size).toBe(all.length);
  });

  it('are listed by role, up to 2000 a page', async () => {
    const token = await loginAs('admin');
    const bds = await call<ListPayload<MemberRecord>>(
      'main',
      `/admin/user/list?role=${roleIds.BD}&page=1&pageSize=2000`,
      { token },
    );
    const expected = members().filter((member) => member.role === roleIds.BD);
    expect(bds.data.total).toBe(expected.length);
    expect(bds.data.list.every((member) => member.role === roleIds.BD)).toBe(true);
    expect(bds.data.list.map((member) => member.adminId)).toContain(103);
  });

  it('are grouped by role for an org', async () => {
    const token = await loginAs('admin');
    const { data } = await call<{
      roles: { roleId: number; users: { adminId: number; name: string }[] }[];
    }>('main', '/admin/user/listV2?orgId=1', { token });
    const bd = data.roles.find((role) => role.roleId === roleIds.BD);
    expect(bd?.users).toContainEqual({ adminId: 103, name: '李晨' });
    const enabled = members().filter((member) => member.status === 1);
    expect(data.roles.flatMap((role) => role.users)).toHaveLength(enabled.length);

    const reseller = await call<{ roles: { roleId: number; users: { adminId: number }[] }[] }>(
      'main',
      '/admin/user/listV2?orgId=2',
      { token },
    );
    const admins = reseller.data.roles.find((role) => role.roleId === roleIds.admin);
    expect(admins?.users.map((user) => user.adminId)).toEqual([118]);
  });

  it('have a role list with the one numbering', async () => {
    const token = await loginAs('hr');
    const { data } = await call<{ roleId: number; roleName: string }[]>(
      'main',
      '/admin/user/roleList',
      { token },
    );
    expect(data).toContainEqual({ roleId: 3, roleName: 'BD' });
    expect(data).toContainEqual({ roleId: 15, roleName: 'MPM' });
    expect(data.some((role) => role.roleId === roleIds.saleAgent)).toBe(false);
  });

  it('are added with their form rules, and stopped once', async () => {
    const token = await loginAs('admin');
    const add = (body: object) =>
      call<MemberRecord>('main', '/admin/user/add', { method: 'POST', body, token });
    const member = { name: '新同事', role: 4, isTeamLeader: 0, email: 'new@demo.test' };
    expect((await add({ ...member, email: 'nope' })).code).toBe(10004);
    expect((await add({ ...member, name: '' })).code).toBe(10008);
    const added = await add(member);
    expect(added.data).toMatchObject({ ...member, status: 1 });

    const stop = () =>
      call<MemberRecord>('main', `/admin/user/stop?adminId=${added.data.adminId}`, { token });
    expect((await stop()).data.status).toBe(0);
    expect((await stop()).code).toBe(10011);
  });
});
