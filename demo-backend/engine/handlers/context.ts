import type { PathParams } from 'msw';
import type { Endpoint, ResourceDef, SchemaDef, Service } from '@/demoBackendSurface';
import type { Row } from '../../db';
import { fail, ok, readBody, readQuery, text } from '../../handlers/http';
import { labelled, type FormFields } from '../fieldLabels';
import type { ResourceHooks } from '../hooks';
import type { Refusal } from '../validation';

/** What a generated handler knows: the resource, its schema, the endpoint it serves. */
export interface EndpointContext {
  resource: ResourceDef;
  schema: SchemaDef;
  service: Service;
  endpoint: Endpoint;
  hooks: ResourceHooks;
}

export type Reply = ReturnType<typeof ok>;
export type Resolver = (info: { request: Request; params: PathParams }) => Promise<Reply>;

/** The query, path params and (POST) JSON body of a request as one set of params. */
export async function readParams(request: Request, params: PathParams): Promise<Row> {
  const query = Object.fromEntries(readQuery(request));
  const body = request.method === 'GET' ? {} : await readBody(request);
  return { ...query, ...params, ...body };
}

/** The key that carries the record id: the endpoint's `?idParam`, else the schema's id. */
export function idKeyOf(context: EndpointContext): string {
  return context.endpoint.idParam ?? context.schema.id;
}

export function findById(rows: readonly Row[], idField: string, id: unknown): Row | undefined {
  const wanted = text(id);
  return wanted === '' ? undefined : rows.find((row) => String(row[idField]) === wanted);
}

/**
 * A refusal as answered. Given the form the request was sent from (a schema, an action's fields),
 * a refused field is named by its label and in the answer's data (fieldLabels.ts).
 */
export function refuse(request: Request, refusal: Refusal, form?: FormFields): Reply {
  const { params, data } = labelled(refusal.params, form);
  return fail(request, refusal.error, params, data);
}
