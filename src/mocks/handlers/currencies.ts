import { HttpResponse, http } from 'msw';
import type { CurrencyRecord } from '../seed/currencies';
import { getStore, saveStore } from '../store';
import { demoErrors } from './errors';
import { fail, numberOf, ok, readBody, readQuery, requireUser, text } from './http';
import { listPage, paginate, readListParams } from './list';
import { apiPath } from './routes';

interface CurrencyInput {
  currency: string;
  currency_cn: string;
}

/** Reads and checks the editable fields; the error to answer with when one is missing. */
function readCurrencyInput(body: Record<string, unknown>): CurrencyInput | { missing: string } {
  const input = {
    currency: text(body.currency).toUpperCase(),
    currency_cn: text(body.currency_cn),
  };
  const missing = (Object.keys(input) as (keyof CurrencyInput)[]).find((field) => !input[field]);
  return missing ? { missing } : input;
}

const isTaken = (rows: CurrencyRecord[], currency: string, exceptId?: number) =>
  rows.some((row) => row.currency === currency && row.id !== exceptId);

/** Options › currency (main service). */
export const currencyHandlers = [
  http.get(apiPath('main', '/option/currency/list'), ({ request }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    const params = readListParams(readQuery(request));
    return ok(
      listPage(getStore().currencies, params, { exact: ['id'], text: ['currency', 'currency_cn'] }),
    );
  }),

  http.get(apiPath('main', '/options/currency'), ({ request }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    const { page, pageSize } = readListParams(readQuery(request));
    const options = getStore().currencies.map(({ id, currency, currency_cn }) => ({
      id,
      currency,
      currency_cn,
    }));
    return ok(paginate(options, page, pageSize));
  }),

  http.post(apiPath('main', '/option/currency/add'), async ({ request }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    const input = readCurrencyInput(await readBody(request));
    if ('missing' in input) return fail(request, demoErrors.required, { field: input.missing });
    const db = getStore();
    if (isTaken(db.currencies, input.currency)) {
      return fail(request, demoErrors.duplicate, { field: input.currency });
    }
    const id = Math.max(0, ...db.currencies.map((row) => row.id)) + 1;
    const record: CurrencyRecord = { id, ...input, createTime: Math.floor(Date.now() / 1000) };
    db.currencies.push(record);
    saveStore();
    return ok(record);
  }),

  http.post(apiPath('main', '/option/currency/edit'), async ({ request }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    const body = await readBody(request);
    const db = getStore();
    const record = db.currencies.find((row) => row.id === numberOf(body.id));
    if (!record) return fail(request, demoErrors.notFound);
    const input = readCurrencyInput(body);
    if ('missing' in input) return fail(request, demoErrors.required, { field: input.missing });
    if (isTaken(db.currencies, input.currency, record.id)) {
      return fail(request, demoErrors.duplicate, { field: input.currency });
    }
    Object.assign(record, input);
    saveStore();
    return ok(record);
  }),

  http.get(apiPath('main', '/option/currency/remove'), ({ request }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    const db = getStore();
    const id = numberOf(readQuery(request).get('id'));
    const index = db.currencies.findIndex((row) => row.id === id);
    if (index < 0) return fail(request, demoErrors.notFound);
    db.currencies.splice(index, 1);
    saveStore();
    return ok(null);
  }),
];
