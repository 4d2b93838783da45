import type { AccessControlProvider } from '@refinedev/core';
import { session } from '@/auth/session';
import { resourceByName } from '@/engine/registry';
import { abilityFor, type AppAbility } from './ability';

/** The ability of the signed-in user (built once per identity). */
const currentAbility = (): AppAbility => abilityFor(session.getUser());

const refineActions: Record<string, string> = { list: 'read', show: 'read', edit: 'update' };

/** Refine's access control, answered synchronously from the same CASL ability. */
export const accessControlProvider: AccessControlProvider = {
  can: async ({ resource, action }) => {
    const declared = resource ? resourceByName(resource) : undefined;
    if (!declared) return { can: false, reason: 'unknown resource' };
    return { can: currentAbility().can(refineActions[action] ?? action, declared.subject) };
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
};
