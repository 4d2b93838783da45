import type { UserInfo } from '@/data/contract';
import type { ResourceDef } from '@/engine/types';
import type { AppAbility } from './ability';

/** Organisation markers (SPEC §2): 1 main organisation only, -1 other organisations only. */
export function orgAllows(marker: 1 | -1 | undefined, orgId: number): boolean {
  if (marker === 1) return orgId === 1;
  if (marker === -1) return orgId !== 1;
  return true;
}

/**
 * Virtual-card routes show only when the user's vcc_menu_show holds their key (DESIGN §3): their
 * route, or for a detail page its list's (`menu.vccKey`).
 */
export function vccAllows(resource: ResourceDef, user: UserInfo): boolean {
  if (!resource.menu?.vcc) return true;
  const key = resource.menu.vccKey ?? resource.route ?? '';
  return Array.isArray(user.vcc_menu_show) && user.vcc_menu_show.includes(key);
}

/** May this user open this route? Used alike by the menu and by the page guard. */
export function canOpen(
  ability: AppAbility,
  user: UserInfo | null,
  resource: ResourceDef,
): boolean {
  if (!user) return false;
  return (
    ability.can('read', resource.subject) &&
    orgAllows(resource.menu?.org, user.orgId) &&
    vccAllows(resource, user)
  );
}
