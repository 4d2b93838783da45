import { authEndpoints, cardReturnEndpoint, headers, type BusinessRefusal } from '@/data/contract';
import { CONSOLE_DOMAIN } from '@/data/handWrittenReads';
import { collectEndpoints, type EndpointUse } from '@/engine/endpointReport';
import type { ResourceDef } from '@/engine/types';
import { RecordComponents, answerOf } from './answers';
import { SHEET, envelopeSchemas, responsesOf, securitySchemes, serverOf } from './envelopes';
import { clean, type JsonSchema } from './fieldSchemas';
import { asQuery, inputOf, listParams, pagingParams, type QueryParam } from './requests';
import { callKey, idParamOf, rolesOf, type Role } from './roles';

export interface HandWrittenCall {
  endpoint: string;
  service: 'main' | 'admin';
  file: string;
}

export type OpenApiDocument = {
  openapi: string;
  paths: Record<string, Record<string, JsonSchema>>;
  components: { schemas: Record<string, JsonSchema> } & Record<string, unknown>;
} & Record<string, unknown>;

/** Calls made before a session exists: sent without a token. */
const PUBLIC_CALLS = new Set(
  [
    authEndpoints.captcha,
    authEndpoints.login,
    authEndpoints.mailCode,
    authEndpoints.loginByMail,
    authEndpoints.forgotPassword,
    authEndpoints.orgByDomain,
    cardReturnEndpoint,
  ].map((endpoint) => callKey('main', endpoint)),
);

const unique = <T>(items: T[]) => {
  const seen = new Map<string, T>();
  for (const item of items) seen.set(JSON.stringify(item), item);
  return [...seen.values()];
};
const oneOrAny = (schemas: JsonSchema[]): JsonSchema | undefined =>
  schemas.length > 1 ? { anyOf: schemas } : schemas[0];

/** The query params of a read role (the inputs of a write come from `inputOf`). */
function readParams(role: Role, use: EndpointUse): QueryParam[] {
  switch (role.kind) {
    case 'list':
    case 'export':
      return listParams(role.resource);
    case 'one': {
      const name = idParamOf(role.resource, `${use.method} ${use.path}`);
      // An id the path carries (`/siteSend/getMessage/{id}`) is not sent again in the query.
      if (use.path.includes(`{${name}}`)) return [];
      return [{ name, in: 'query', required: true, schema: { type: ['integer', 'string'] } }];
    }
    case 'option': {
      const { source } = role;
      const params: QueryParam[] = [];
      const fixed = source.group ? {} : (source.params ?? {});
      for (const [name, value] of Object.entries(fixed)) {
        params.push({ name, in: 'query', schema: { const: value } });
      }
      for (const name of Object.keys(source.userParams ?? {})) {
        params.push({ name, in: 'query', description: "the signed-in user's", schema: {} });
      }
      if (source.search) {
        params.push({
          name: source.search,
          in: 'query',
          description: 'the text typed',
          schema: { type: 'string' },
        });
      }
      return source.pageSize ? [...params, ...pagingParams] : params;
    }
    case 'read':
      return Object.entries(role.read.params).map(([name, value]) => ({
        name,
        in: 'query',
        required: true,
        schema:
          value === CONSOLE_DOMAIN
            ? { type: 'string', format: 'hostname' }
            : { type: 'string', examples: [String(value)] },
      }));
    default:
      return [];
  }
}

/** One operation of the document, from the endpoint report's entry and its declared roles. */
function operationOf(use: EndpointUse, roles: Role[], components: RecordComponents): JsonSchema {
  const endpoint = `${use.method} ${use.path}`;
  const inputs = unique(
    roles.map((role) => inputOf(role, endpoint)).filter((one) => one !== undefined),
  );
  const params: QueryParam[] = roles.flatMap((role) => readParams(role, use));
  let body: JsonSchema | undefined;
  if (use.method === 'GET') params.push(...inputs.flatMap(asQuery));
  else {
    // A read sent by POST takes its query as a JSON body.
    const asBody = params.splice(0).filter((param) => param.in === 'query');
    const read: JsonSchema[] = asBody.length
      ? [
          {
            type: 'object',
            properties: Object.fromEntries(asBody.map((param) => [param.name, param.schema])),
            required: unique(asBody.filter((p) => p.required).map((p) => p.name)),
          },
        ]
      : [];
    body = oneOrAny(unique([...read, ...inputs]));
  }
  const byName = new Map<string, QueryParam>();
  for (const param of params) if (!byName.has(param.name)) byName.set(param.name, param);
  const pathParams = [...use.path.matchAll(/\{(\w+)\}/g)].map((match) => ({
    name: match[1],
    in: 'path',
    required: true,
    schema: { type: ['integer', 'string'] },
  }));
  const data = answerOf(roles, components);
  const file = fileOf(roles);
  const kinds = unique(roles.map((role) => role.kind));
  const multipart = roles.some((role) => role.kind === 'hand-written' && role.call.multipart);
  return {
    operationId: `${use.service}_${use.method}_${use.path}`.replace(/[^\w]+/g, '_'),
    summary: `${kinds.join(', ') || 'a call written by hand'}: ${use.usedBy.join(', ')}`,
    tags: [use.service],
    parameters: [...pathParams, ...byName.values()].map((param) => ({
      ...param,
      required: param.required || undefined,
    })),
    requestBody: body && {
      required: true,
      content: { [multipart ? 'multipart/form-data' : 'application/json']: { schema: body } },
    },
    responses: responsesOf(use.service, data, file),
    security: PUBLIC_CALLS.has(callKey(use.service, endpoint)) ? [] : undefined,
    'x-source': use.origin,
    'x-screens': use.usedBy,
    'x-kinds': kinds.length ? kinds : ['hand-written'],
    'x-answer-declared': data !== undefined || file !== undefined,
    'x-offered-when': offeredWhen(roles, endpoint),
    'x-business-refusals': refusalsOf(roles),
  };
}

/** The business refusals a role's declaration lists. */
function declaredRefusals(role: Role): readonly BusinessRefusal[] {
  switch (role.kind) {
    case 'create':
    case 'update':
    case 'remove':
      return role.resource.refusals?.[role.kind] ?? [];
    case 'action':
      return role.action.refusals ?? [];
    case 'import':
      return role.definition.refusals ?? [];
    case 'hand-written':
      return role.call.refusals ?? [];
    default:
      return [];
  }
}

/**
 * What a backend refuses a valid call with, by a business rule its bounds cannot say: the
 * refusals declared on the write (a create, an edit or a delete by its endpoint, an action, an
 * import, a hand-written call), each code once.
 */
function refusalsOf(roles: readonly Role[]): BusinessRefusal[] | undefined {
  const byCode = new Map<number, BusinessRefusal>();
  for (const { code, rule } of roles.flatMap(declaredRefusals))
    if (!byCode.has(code)) byCode.set(code, { code, rule });
  return byCode.size ? [...byCode.values()] : undefined;
}

/** The media type of a call that answers a file: an export's spreadsheet, a declared file. */
function fileOf(roles: readonly Role[]): string | undefined {
  for (const role of roles) {
    if (role.kind === 'export') return SHEET;
    if (role.kind === 'hand-written' && role.call.answer === 'file')
      return role.call.fileType ?? 'application/octet-stream';
  }
  return undefined;
}

/**
 * For an action, an edit or a delete offered only to records in some states (an action's `when`,
 * `unless`; the `crud` guard's `when` and the fields that must be empty first, `empty`): which
 * records, of which list, by which id. A backend refuses it for the others.
 */
function offeredWhen(roles: readonly Role[], endpoint: string) {
  const offers = roles.flatMap((role): JsonSchema[] => {
    if (!('resource' in role)) return [];
    const { resource } = role;
    const record = {
      screen: resource.name,
      idField: resource.schema?.id ?? 'id',
      idParam: idParamOf(resource, endpoint),
    };
    if (role.kind === 'action') {
      const { when, unless, body } = role.action;
      return (when || unless) && !body ? [{ ...record, when, unless }] : [];
    }
    if (role.kind !== 'update' && role.kind !== 'remove') return [];
    const guard = resource.crud?.[role.kind === 'update' ? 'edit' : 'remove'];
    if (!guard || guard === true || !(guard.when || guard.empty?.length)) return [];
    return [{ ...record, when: guard.when, empty: guard.empty?.length ? guard.empty : undefined }];
  });
  return offers.length ? offers : undefined;
}

/**
 * The console's contract as an OpenAPI 3.1 document: every call of the endpoint report
 * (src/engine/endpointReport.ts), with the parameters, bodies and answers its declarations give.
 */
export function buildOpenApi(
  resources: readonly ResourceDef[],
  handWritten: readonly HandWrittenCall[],
  version = '0.0.0',
): OpenApiDocument {
  const roles = rolesOf(resources);
  const components = new RecordComponents();
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const use of collectEndpoints(resources, handWritten)) {
    const item = (paths[use.path] ??= {
      servers: [serverOf(use.service)] as unknown as JsonSchema,
    });
    const key = `${use.service} ${use.method} ${use.path}`;
    item[use.method.toLowerCase()] = operationOf(use, roles.get(key) ?? [], components);
  }
  return clean({
    openapi: '3.1.0',
    info: {
      title: 'Ad Account Console: the backend it calls',
      version,
      description:
        'Generated by `npm run openapi` from the declarations (schemas, resources, option lists, hand-written reads). ' +
        '`x-source` says whether SPEC §7 names a call or the console assumes it; `x-screens` who uses it; ' +
        '`x-business-refusals` the codes a valid write may still be refused with, each with its rule. ' +
        `Every call but the login's sends ${headers.token}: Bearer <token> and ${headers.language}.`,
    },
    servers: [serverOf('main'), serverOf('admin')],
    tags: [
      { name: 'main', description: 'the main service (SPEC §7)' },
      { name: 'admin', description: 'the admin service: site messages, dashboard (SPEC §7)' },
    ],
    security: [{ token: [] }],
    paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
    components: {
      schemas: { ...envelopeSchemas(), ...components.schemas },
      securitySchemes,
    },
  }) as OpenApiDocument;
}

/** The document as committed: JSON, two spaces, a final newline. */
export const formatOpenApi = (document: OpenApiDocument) =>
  `${JSON.stringify(document, null, 2)}\n`;
