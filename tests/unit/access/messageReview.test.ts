// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { abilityFor } from '@/access/ability';
import { canDo } from '@/access/can';
import { permissionMap } from '@/access/permissionMap';
import { testUser } from '../../support/fixtures';
import { grantOf } from './rightsMatrix';

/** A site message is reviewed by someone other than its writer (issue 39). */
describe('the writer of a site message does not review it', () => {
  const admin = abilityFor(testUser({ adminId: 7, roles: ['admin'] }));

  it('offers approve and reject on messages others wrote, never on one’s own', () => {
    for (const action of ['approve', 'reject']) {
      expect(canDo(admin, action, 'NewsList', { creatorId: 8, status: 0 })).toBe(true);
      expect(canDo(admin, action, 'NewsList', { creatorId: 7, status: 0 })).toBe(false);
    }
    // Publishing what was approved is not a review: the writer may publish.
    expect(canDo(admin, 'publish', 'NewsList', { creatorId: 7, status: 1 })).toBe(true);
  });

  it('says so in the rights table and the permission map', () => {
    expect(grantOf('admin', 'approve', 'NewsList')).toBe('admin (others)');
    expect(grantOf('superAdmin', 'publish', 'NewsList')).toBe('superAdmin');
    const row = permissionMap().find((r) => r.subject === 'NewsList' && r.action === 'approve');
    expect(row?.grants.admin?.[0].conditions).toEqual([
      { kind: 'notOwn', field: 'creatorId', idField: 'adminId' },
    ]);
  });
});
