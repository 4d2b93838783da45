import { memberRole, roleIds } from '../../schemas/enums';

/** The roles a member can have, in the enum's order, with their names (GET /admin/user/roleList). */
export const memberRoles = memberRole.options.map(({ value }) => ({
  roleId: Number(value),
  roleName: Object.entries(roleIds).find(([, id]) => id === value)?.[0] ?? String(value),
}));
