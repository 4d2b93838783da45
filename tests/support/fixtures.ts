import { abilityFor } from '@/access/ability';
import type { UserInfo } from '@/data/contract';
import { buildMenu, type MenuItem } from '@/layout/menu/buildMenu';
import cn from '../../locales/cn.json';
import en from '../../locales/en.json';
import { allResources } from '../../resources';

/** A signed-in user of the main organisation (admin unless told otherwise). */
export const testUser = (overrides: Partial<UserInfo> = {}): UserInfo => ({
  adminId: 1,
  orgId: 1,
  orgName: 'Main',
  adminRole: 2,
  roles: ['admin'],
  roleList: [],
  name: 'Test',
  vcc_menu_show: [],
  ...overrides,
});

type Tree = Record<string, unknown>;
const lookup = (tree: Tree, key: string): unknown =>
  key.split('.').reduce<unknown>((node, part) => (node as Tree | undefined)?.[part], tree);

export const locales = { cn: cn as Tree, en: en as Tree };

/** The text of a key in one language (undefined when missing). */
export const textOf = (language: keyof typeof locales, key: string): unknown =>
  lookup(locales[language], key);

/** Does a locale tree hold a non-empty text at this key? */
export function hasText(tree: Tree, key: string): boolean {
  const value = lookup(tree, key);
  return typeof value === 'string' && value.trim().length > 0;
}

/** Does the key have a text in both languages? */
export const inBothLanguages = (key: string): boolean =>
  hasText(locales.en, key) && hasText(locales.cn, key);

/** The menu a user sees over the declared resources. */
export const menuOf = (user: UserInfo): MenuItem[] =>
  buildMenu(allResources, user, abilityFor(user));

/** The entries of some groups in a user's menu, as `group/entry`. */
export function groupEntries(groups: ReadonlySet<string>, user: UserInfo): string[] {
  return menuOf(user).flatMap((item) =>
    item.kind === 'group' && groups.has(item.key)
      ? item.entries.map((entry) => `${item.key}/${entry.key}`)
      : [],
  );
}

/** The entry names of one group in a user's menu. */
export function entriesOf(user: UserInfo, group: string): string[] {
  const item = menuOf(user).find((entry) => entry.kind === 'group' && entry.key === group);
  return item?.kind === 'group' ? item.entries.map((entry) => entry.key) : [];
}
