import { generatePath } from 'react-router';
import { useAppAbility } from '@/auth/AbilityContext';
import { canOpen } from '@/access/routeAccess';
import { useSessionUser } from '@/auth/useSession';
import { resourceByName } from '@/engine/registry';
import type { ResourceDef } from '@/engine/types';

type Row = Record<string, unknown>;

/** The path of a linked page for a row, or null when a param has no value. */
export function linkPath(target: ResourceDef, record: Row, params: Record<string, string> = {}) {
  if (!target.route) return null;
  const names = [...target.route.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = params[name] ?? record[name];
    if (value === undefined || value === null || value === '') return null;
    values[name] = String(value);
  }
  return generatePath(target.route, values);
}

export interface RowLink {
  key: string;
  path: string;
  labelKey: string;
}

/**
 * The pages rows lead to (a client's bills, an agent's balance log…) that the user may open: the
 * rights are checked once per table, the paths per row.
 */
export function useRowLinks(resource: ResourceDef): (record: Row) => RowLink[] {
  const ability = useAppAbility();
  const user = useSessionUser();
  const open = (resource.links ?? []).flatMap((link) => {
    const spec = typeof link === 'string' ? { resource: link } : link;
    const target = resourceByName(spec.resource);
    return target && canOpen(ability, user, target) ? [{ spec, target }] : [];
  });
  return (record) =>
    open.flatMap(({ spec, target }) => {
      const path = linkPath(target, record, spec.params);
      return path
        ? [{ key: `link:${path}`, path, labelKey: spec.label ?? `routes.${target.name}` }]
        : [];
    });
}
