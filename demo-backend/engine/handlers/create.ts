import { HttpResponse } from 'msw';
import type { SchemaDef } from '@/demoBackendSurface';
import type { Row } from '../../db';
import { demoErrors } from '../../handlers/errors';
import { fail, ok, requireUser, text } from '../../handlers/http';
import { getStore, saveStore } from '../../store';
import { logAction } from '../actionLog';
import { collection, nextId } from '../collections';
import { applyComputed } from '../computed';
import { formOptions, readInput } from '../input';
import { referenceNames } from '../joins';
import { checkReferences, hasFixedParams } from '../referenceChecks';
import { validateInput } from '../validation';
import { ownOrgOf } from '../visibility';
import { readParams, refuse, type EndpointContext, type Resolver } from './context';

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Values a new record starts with where the input says nothing: the form's initial value, an
 * enum's first option (a new record's usual state), the creation time. */
function defaultsOf(schema: SchemaDef): Row {
  const defaults: Row = {};
  for (const [name, field] of Object.entries(schema.fields)) {
    const initial = formOptions(field)?.initial;
    if (initial !== undefined) defaults[name] = initial;
    else if (field.type === 'enum' && field.enum?.options.length) {
      defaults[name] = field.enum.options[0].value;
    }
  }
  if ('createTime' in schema.fields) defaults.createTime = nowSeconds();
  return defaults;
}

/** Adds a record after the schema's form rules and the resource's hooks accept it. */
export function createResolver(context: EndpointContext): Resolver {
  const { schema, service, hooks } = context;
  const numericId = schema.fields[schema.id]?.type !== 'text';
  return async ({ request, params }) => {
    const account = requireUser(request);
    if (account instanceof HttpResponse) return account;
    const db = getStore();
    const rows = collection(db, schema.entity);
    const body = await readParams(request, params);
    const input = readInput(schema, body, 'create');
    hooks.normalize?.(input);
    const refusal =
      validateInput(schema, input, 'create') ??
      checkReferences(db, schema.fields, input, hasFixedParams) ??
      hooks.validate?.({ input, rows, account });
    if (refusal) return refuse(request, refusal, schema);
    const id = numericId ? nextId(rows, schema.id) : text(body[schema.id]);
    if (id === '') return fail(request, demoErrors.required, { field: schema.id });
    if (rows.some((row) => String(row[schema.id]) === String(id))) {
      return fail(request, demoErrors.duplicate, { field: String(id) });
    }
    const ownOrg = ownOrgOf(account, schema);
    const record: Row = { [schema.id]: id, ...defaultsOf(schema), ...input };
    if (ownOrg !== undefined) record.orgId = ownOrg;
    hooks.initialize?.(record, db, account);
    Object.assign(record, referenceNames(db, schema)(record));
    applyComputed(schema, record);
    if (hooks.newestFirst) rows.unshift(record);
    else rows.push(record);
    hooks.afterWrite?.(record, db);
    logAction(db, account, schema, record, 'create');
    saveStore();
    return ok(record, service);
  };
}
