// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/data/apiError';
import { readUserInfo } from '@/auth/userInfo';

describe('readUserInfo', () => {
  it('accepts ids as numeric text and fills what is null', () => {
    const info = readUserInfo({
      adminId: '12',
      orgId: '1',
      name: null,
      orgName: { zh: 'x' },
      roles: 'BD,OP',
      roleList: [null, { adminId: '13', roleName: 'OP' }, { adminId: 'x' }],
      vcc_menu_show: null,
      isTeamLeader: '1',
    });
    expect(info).toMatchObject({
      adminId: 12,
      orgId: 1,
      name: '',
      orgName: '',
      roles: ['BD', 'OP'],
      roleList: [{ adminId: 13, roleName: 'OP' }],
      isTeamLeader: true,
    });
    expect(info.vcc_menu_show).toBeUndefined();
  });

  it('refuses an answer that says nothing about who the user is', () => {
    for (const raw of [null, undefined, 'text', { adminId: 1 }, { orgId: 1, adminId: 'a' }]) {
      expect(() => readUserInfo(raw)).toThrow(ApiError);
    }
  });
});
