import { HttpResponse, http } from 'msw';
import { abilityFor, canDo } from '@/demoBackendSurface';
import { registeredResources } from '../declarations';
import { collection } from '../engine/collections';
import { ACTION_LOG } from '../engine/actionLog';
import { getStore } from '../store';
import type { DemoAccount } from '../users';
import { demoErrors } from './errors';
import { fail, ok, readQuery, requireUser } from './http';
import { listPage, readListParams } from './list';
import { apiPath } from './routes';
import type { Row } from '../db';

/** May the account read records of this entity (in any area that lists them)? */
function readsEntity(account: DemoAccount, entity: string): boolean {
  const ability = abilityFor(account.info);
  return registeredResources.some(
    (resource) => resource.schema?.entity === entity && canDo(ability, 'read', resource.subject),
  );
}

/** Newest first; entries of the same second in the order they were written, newest first. */
const newestFirst = (a: Row, b: Row) =>
  Number(b.createTime) - Number(a.createTime) || Number(b.id) - Number(a.id);

/**
 * Records' history (`GET /actionLog/list`, fields assumed: schemas/actionLog.ts): filtered by
 * `targetType` and `targetId` exactly, newest first, paged; only entries of records the account
 * may read (the entries the generated handlers write, and a "created" entry per seeded record of
 * an entity with a detail page).
 */
export const actionLogHandlers = [
  http.get(apiPath('main', '/actionLog/list'), ({ request }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    if (!canDo(abilityFor(account.info), 'read', 'ActionLog')) {
      return fail(request, demoErrors.denied);
    }
    const params = readListParams(readQuery(request));
    const readable = new Map<string, boolean>();
    const rows = collection(getStore(), ACTION_LOG)
      .filter((row) => {
        const entity = String(row.targetType);
        if (!readable.has(entity)) readable.set(entity, readsEntity(account, entity));
        return readable.get(entity);
      })
      .sort(newestFirst);
    return ok(
      listPage(
        rows,
        { ...params, orderBy: undefined },
        { exact: ['targetType', 'targetId', 'action'] },
      ),
    );
  }),
];
