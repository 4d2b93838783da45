// The declarations are in the engine's registry before anything here reads it.
import './declarations';
import { abilityFor } from '@/access/ability';
import { canOpen } from '@/access/routeAccess';
import { session } from '@/auth/session';
import { isBlockedSaleAgent, loadUser } from '@/auth/userLoader';
import { dataProvider } from '@/data';
import { keepEarlyList } from '@/data/earlyLists';
import { paramsValid, type RouteMatch } from '@/engine/registry';
import { firstListCall } from '@/scaffolds/listQuery';

/**
 * Asks for the first page of a list route while the page's code is still loading, exactly as the
 * page will ask for it (its URL state, route params and fixed filters): the page then finds its
 * rows already on their way. Only for a user who may open the route.
 */
export async function prefetchListRoute({ resource, params }: RouteMatch, search: string) {
  if (resource.page || !resource.schema || !paramsValid(resource, params)) return;
  const user = session.getUser() ?? (await loadUser().catch(() => null));
  if (!user || isBlockedSaleAgent(user) || !canOpen(abilityFor(user), user, resource)) return;
  const call = firstListCall(resource, search, params);
  const { currentPage, pageSize, filters, sorters } = call;
  keepEarlyList(call, () =>
    dataProvider.getList({
      resource: resource.name,
      pagination: { currentPage, pageSize },
      filters,
      sorters,
      meta: { early: true },
    }),
  );
}
