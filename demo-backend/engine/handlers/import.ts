import { HttpResponse } from 'msw';
import { checkImportRows, type CellValue, type ImportDef } from '@/demoBackendSurface';
import type { Row } from '../../db';
import { demoErrors } from '../../handlers/errors';
import { fail, ok, readBody, requireUser } from '../../handlers/http';
import { getStore, saveStore } from '../../store';
import { collection, nextId } from '../collections';
import { boundRefusal } from '../bounds';
import { referenceNames } from '../joins';
import { refuse, type EndpointContext, type Resolver } from './context';

const asCell = (value: unknown): CellValue =>
  ['string', 'number', 'boolean'].includes(typeof value) ? (value as CellValue) : null;

/**
 * A spreadsheet import (`{ rows: [...] }`, assumed): every row is checked again with the
 * console's rules, the due date included, and the resource's `importRow` hook; the first problem
 * refuses the whole sheet, otherwise every row is stored and the count answered.
 */
export function importResolver(context: EndpointContext, definition: ImportDef): Resolver {
  const { schema, service, hooks } = context;
  return async ({ request }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    const sent = (await readBody(request)).rows;
    if (!Array.isArray(sent) || sent.length === 0) {
      return fail(request, demoErrors.required, { field: 'rows' });
    }
    const cells = sent.map((row) =>
      Object.fromEntries(
        Object.keys(definition.fields).map((name) => [
          name,
          asCell(typeof row === 'object' && row !== null ? (row as Row)[name] : null),
        ]),
      ),
    );
    const { rows, issues } = checkImportRows(definition, cells, { today: new Date() });
    const [issue] = issues;
    if (issue?.problem === 'overdue') {
      return fail(request, demoErrors.importOverdue, {
        row: String(issue.row),
        month: issue.month ?? '',
        due: issue.due ?? '',
      });
    }
    if (issue?.violation)
      return refuse(request, boundRefusal(`${issue.field} (${issue.row})`, issue.violation));
    if (issue)
      return fail(request, demoErrors.importRow, { row: String(issue.row), field: issue.field });
    const db = getStore();
    for (const [index, row] of rows.entries()) {
      const refusal = hooks.importRow?.(row, db, index + 2);
      if (refusal) return refuse(request, refusal);
    }
    const records = collection(db, schema.entity);
    const names = referenceNames(db, schema);
    const createTime = Math.floor(Date.now() / 1000);
    for (const row of rows) {
      const record: Row = { ...row, [schema.id]: nextId(records, schema.id) };
      if ('createTime' in schema.fields) record.createTime = createTime;
      records.push({ ...record, ...names(record) });
    }
    saveStore();
    return ok({ count: rows.length }, service);
  };
}
