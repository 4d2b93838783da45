import type { AccessControlProvider } from '@refinedev/core';
import { session } from '@/auth/session';
import { resourceByName } from '@/engine/registry';
import { abilityFor, type AppAbility } from '../access/ability';
import { canDo } from '../access/can';

/** The ability of the signed-in user (built once per identity). */
const currentAbility = (): AppAbility => abilityFor(session.getUser());

/** Refine's actions as our CASL actions: listing and showing read the area. */
export const refineActions: Readonly<Record<string, string>> = {
  list: 'read',
  show: 'read',
  create: 'create',
  clone: 'create',
  edit: 'update',
  delete: 'delete',
  export: 'export',
};

const recordOf = (params: Record<string, unknown> | undefined) => {
  const record = params?.record;
  return record && typeof record === 'object' ? (record as Record<string, unknown>) : undefined;
};

/**
 * Refine's access control, answered synchronously from the same CASL ability. Any other action
 * is a declared operation checked by its name; `params.record` applies the record's conditions.
 */
export const accessControlProvider: AccessControlProvider = {
  can: async ({ resource, action, params }) => {
    const declared = resource ? resourceByName(resource) : undefined;
    if (!declared) return { can: false, reason: 'unknown resource' };
    const allowed = canDo(
      currentAbility(),
      refineActions[action] ?? action,
      declared.subject,
      recordOf(params),
    );
    return { can: allowed };
  },
  options: { buttons: { enableAccessControl: true, hideIfUnauthorized: true } },
};
