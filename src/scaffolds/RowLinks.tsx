import { generatePath, Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAppAbility } from '@/access/AbilityContext';
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

/** Links from a row to the pages it leads to (a client's bills, an agent's balance log…). */
export function RowLinks({ resource, record }: { resource: ResourceDef; record: Row }) {
  const { t } = useTranslation();
  const ability = useAppAbility();
  const user = useSessionUser();
  return (
    <>
      {(resource.links ?? []).map((link) => {
        const spec = typeof link === 'string' ? { resource: link } : link;
        const target = resourceByName(spec.resource);
        if (!target || !canOpen(ability, user, target)) return null;
        const path = linkPath(target, record, spec.params);
        if (!path) return null;
        return (
          <Link
            key={`${spec.resource}-${path}`}
            to={path}
            style={{ marginInline: 4, whiteSpace: 'nowrap' }}
          >
            {t(spec.label ?? `routes.${target.name}`)}
          </Link>
        );
      })}
    </>
  );
}
