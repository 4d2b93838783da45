import { HttpResponse, http } from 'msw';
import { collectionOf } from '../engine/collections';
import type { CurrencyRecord } from '../seed/currencies';
import { getStore } from '../store';
import { ok, readQuery, requireUser } from './http';
import { paginate, readListParams } from './list';
import { apiPath } from './routes';

/** Option lists of the reference selects that no declaration serves. */
export const optionHandlers = [
  // The currency select (SPEC §9: pages of 100): id, code and Chinese name only.
  http.get(apiPath('main', '/options/currency'), ({ request }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    const { page, pageSize } = readListParams(readQuery(request));
    const options = collectionOf<CurrencyRecord>(getStore(), 'currency').map(
      ({ id, currency, currency_cn }) => ({ id, currency, currency_cn }),
    );
    return ok(paginate(options, page, pageSize));
  }),
];
