import { canOpen } from '@/access/routeAccess';
import type { AppAbility } from '@/access/ability';
import type { UserInfo } from '@/data/contract';
import type { MenuGroup, ResourceDef } from '@/engine/types';

/** Sidebar groups in order, with their icons (SPEC §2 areas). */
export const menuGroups: readonly { key: MenuGroup; icon: string }[] = [
  { key: 'client', icon: 'client' },
  { key: 'media', icon: 'media' },
  { key: 'mediaAgent', icon: 'mediaAgent' },
  { key: 'adsAccount', icon: 'adsAccount' },
  { key: 'vcc', icon: 'vcc' },
  { key: 'option', icon: 'option' },
  { key: 'finance', icon: 'finance' },
  { key: 'workOrder', icon: 'workOrder' },
  { key: 'adsReport', icon: 'adsReport' },
  { key: 'orgFinance', icon: 'orgFinance' },
  { key: 'news', icon: 'news' },
  { key: 'org', icon: 'org' },
  { key: 'saleAgent', icon: 'saleAgent' },
  { key: 'kpi', icon: 'kpi' },
  { key: 'todo', icon: 'todo' },
  { key: 'others', icon: 'others' },
];

export interface MenuEntry {
  kind: 'entry';
  key: string;
  /** In-app path, or the external address when `external`. */
  path: string;
  titleKey: string;
  icon?: string;
  external?: boolean;
}

export interface MenuGroupItem {
  kind: 'group';
  key: MenuGroup;
  titleKey: string;
  icon: string;
  entries: MenuEntry[];
}

export type MenuItem = MenuEntry | MenuGroupItem;

const byOrder = (a: ResourceDef, b: ResourceDef) => (a.menu?.order ?? 50) - (b.menu?.order ?? 50);

function entryOf(resource: ResourceDef & { route: string }): MenuEntry {
  return {
    kind: 'entry',
    key: resource.name,
    path: resource.route,
    titleKey: `routes.${resource.name}`,
    icon: resource.menu?.icon,
  };
}

/**
 * The menu a user sees (SPEC §2 menu rules): hidden routes never; entries filtered by role,
 * organisation marker and vcc_menu_show (one check, `canOpen`, shared with the page guard);
 * a group whose entries are all hidden is hidden too; the external CRM link when configured.
 */
export function buildMenu(
  resources: readonly ResourceDef[],
  user: UserInfo | null,
  ability: AppAbility,
  crmUrl?: string,
): MenuItem[] {
  const visible = resources
    .filter((r): r is ResourceDef & { route: string } => Boolean(r.route))
    .filter((r) => !r.menu?.hidden && canOpen(ability, user, r))
    .sort(byOrder);
  const items: MenuItem[] = visible.filter((r) => !r.menu?.group).map(entryOf);
  for (const group of menuGroups) {
    const entries = visible.filter((r) => r.menu?.group === group.key).map(entryOf);
    // The external CRM is a staff tool: shown to whoever works with clients.
    if (group.key === 'others' && crmUrl && user && ability.can('read', 'Client')) {
      entries.push({
        kind: 'entry',
        key: 'crm',
        path: crmUrl,
        titleKey: 'routes.crm',
        external: true,
      });
    }
    if (entries.length) {
      items.push({
        kind: 'group',
        key: group.key,
        titleKey: `menu.${group.key}`,
        icon: group.icon,
        entries,
      });
    }
  }
  return items;
}
