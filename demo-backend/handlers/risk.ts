import { HttpResponse, http } from 'msw';
import { riskWarningSchema } from '../../schemas/riskWarning';
import type { Row } from '../db';
import { collection } from '../engine/collections';
import { withReferenceNames } from '../engine/joins';
import { demoAllows } from '../engine/rights';
import { getStore, saveStore } from '../store';
import type { DemoAccount } from '../users';
import { demoErrors } from './errors';
import { fail, ok, readQuery, requireUser } from './http';
import { apiPath } from './routes';

const readers = (row: Row): number[] =>
  Array.isArray(row.readBy) ? row.readBy.map(Number).filter(Number.isFinite) : [];

export const hasRead = (row: Row, account: DemoAccount): boolean =>
  readers(row).includes(account.info.adminId);

/** A warning as answered: without who else read it, with whether this reader did. */
function asAnswered(row: Row, account: DemoAccount): Row {
  const answered: Row = { ...row, read: hasRead(row, account) ? 1 : 0 };
  delete answered.readBy;
  return answered;
}

/**
 * Risk warnings (SPEC §7: `/risk/details`, `/risk/adminPopupRisk`; `/risk/list` is generated).
 * Reading a warning's details records its reader; the popup answers the warnings meant for the
 * user (the finance roles: the `popup` right) that this user has not read, oldest first.
 */
export const riskHandlers = [
  http.get(apiPath('main', '/risk/adminPopupRisk'), ({ request }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    if (!demoAllows(account, [{ subject: 'RiskWarning', operation: 'popup' }])) {
      return fail(request, demoErrors.riskPopupNotForRole);
    }
    const db = getStore();
    const unread = collection(db, riskWarningSchema.entity).filter((row) => !hasRead(row, account));
    return ok(
      withReferenceNames(db, riskWarningSchema, unread).map((row) => asAnswered(row, account)),
    );
  }),
  http.get(apiPath('main', '/risk/details'), ({ request }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    if (!demoAllows(account, [{ subject: 'RiskWarning', operation: 'read' }])) {
      return fail(request, demoErrors.denied);
    }
    const id = readQuery(request).get('id') ?? '';
    const db = getStore();
    const record = collection(db, riskWarningSchema.entity).find((row) => String(row.id) === id);
    if (!record) return fail(request, demoErrors.riskWarningUnknown, { id });
    if (!hasRead(record, account)) {
      record.readBy = [...readers(record), account.info.adminId];
      saveStore();
    }
    const [joined] = withReferenceNames(db, riskWarningSchema, [record]);
    return ok(asAnswered(joined, account));
  }),
];
