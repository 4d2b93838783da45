import { HttpResponse, http } from 'msw';
import { collectionOf } from '../engine/collections';
import type { MemberRecord } from '../seed/members';
import { MAIN_ORG } from '../seed/orgs';
import { memberRoles } from '../seed/roles';
import { getStore } from '../store';
import { numberOf, ok, readQuery, requireUser } from './http';
import { apiPath } from './routes';

interface Person {
  adminId: number;
  name: string;
  role: number;
}

/** Enabled staff of the main org (members), or the user accounts of another org. */
function peopleOf(orgId: number): Person[] {
  const db = getStore();
  if (orgId === MAIN_ORG.orgId) {
    return collectionOf<MemberRecord>(db, 'member').filter((member) => member.status === 1);
  }
  return db.users
    .filter(({ info }) => info.orgId === orgId)
    .map(({ info }) => ({ adminId: info.adminId, name: info.name, role: info.adminRole }));
}

/** Members by role and the role list (main service); the member list itself is generated. */
export const memberHandlers = [
  // Every member role, each with its enabled people: the pickers of BD, OP, CM… (SPEC §7).
  http.get(apiPath('main', '/admin/user/listV2'), ({ request }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    const asked = numberOf(readQuery(request).get('orgId'));
    const people = peopleOf(Number.isNaN(asked) ? account.info.orgId : asked);
    const roles = memberRoles.map(({ roleId }) => ({
      roleId,
      users: people
        .filter((person) => person.role === roleId)
        .map(({ adminId, name }) => ({ adminId, name })),
    }));
    return ok({ roles });
  }),

  http.get(apiPath('main', '/admin/user/roleList'), ({ request }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    return ok(memberRoles);
  }),
];
