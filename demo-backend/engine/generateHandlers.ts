import { http, type HttpHandler } from 'msw';
import {
  abilityOf,
  parseEndpoint,
  type Endpoint,
  type EndpointsDef,
  type ResourceDef,
  type Service,
} from '@/demoBackendSurface';
import { ownEntry } from '../db';
import { apiPath } from '../handlers/routes';
import { registerSchemasOf } from './entities';
import { actionResolver } from './handlers/action';
import type { EndpointContext, Resolver } from './handlers/context';
import { createResolver } from './handlers/create';
import { importResolver } from './handlers/import';
import { listResolver } from './handlers/list';
import { oneResolver } from './handlers/one';
import { removeResolver } from './handlers/remove';
import { spreadsheetResolver } from './handlers/spreadsheet';
import { sumResolver } from './handlers/sum';
import { updateResolver } from './handlers/update';
import { endpointKey, handWrittenEndpoints } from './handWritten';
import { resourceHooks, type ResourceHooks } from './hooks';
import { endpointOperations, withRights, type Right } from './rights';

const resolverOf: Record<keyof EndpointsDef, (context: EndpointContext) => Resolver> = {
  list: listResolver,
  one: oneResolver,
  create: createResolver,
  update: updateResolver,
  remove: removeResolver,
};

export interface GenerateOptions {
  /** Validation hooks by resource name (default: hooks.ts). */
  hooks?: Record<string, ResourceHooks>;
  /** Endpoints ('main /path') left to hand-written handlers (default: handWritten.ts). */
  handWritten?: ReadonlySet<string>;
  /** Check the signed-in account's rights first (default true; demo-backend/engine/rights.ts). */
  rights?: boolean;
}

function route(service: Service, endpoint: Endpoint, resolver: Resolver): HttpHandler {
  // `{id}` in a declared path is a path parameter.
  const path = apiPath(service, endpoint.path.replace(/\{(\w+)\}/g, ':$1'));
  return endpoint.method === 'GET' ? http.get(path, resolver) : http.post(path, resolver);
}

/** Every call a resource declares: its endpoints and its actions, each with its resolver. */
function declaredCalls(resource: ResourceDef) {
  const endpoints = Object.entries(resource.endpoints ?? {}).flatMap(([kind, spec]) =>
    spec
      ? [
          {
            spec,
            make: resolverOf[kind as keyof EndpointsDef],
            operation: endpointOperations[kind as keyof EndpointsDef],
          },
        ]
      : [],
  );
  const actions = Object.entries(resource.actions ?? {}).map(([name, action]) => ({
    spec: action.call,
    make: (context: EndpointContext) => actionResolver(context, name, action),
    operation: abilityOf(name, action),
  }));
  const exports = resource.serverExport
    ? [{ spec: resource.serverExport, make: spreadsheetResolver, operation: 'export' }]
    : [];
  // The totals of the whole filtered list (a list's sum call) are read as the list is.
  const totals = resource.totals?.call
    ? [{ spec: resource.totals.call, make: sumResolver, operation: 'read' }]
    : [];
  const imports = Object.entries(resource.imports ?? {}).map(([name, definition]) => ({
    spec: definition.call,
    make: (context: EndpointContext) => importResolver(context, definition),
    operation: definition.ability ?? name,
  }));
  return [...endpoints, ...actions, ...exports, ...totals, ...imports];
}

/**
 * The demo backend of declared resources: list, details, create, edit, remove and actions over the
 * store's collections, for every resource with a schema. An endpoint declared twice is served by
 * its first declaration (and open to the rights of both); hand-written endpoints are skipped.
 * Each checks the signed-in account's rights first (rights.ts).
 */
export function generateHandlers(
  resources: readonly ResourceDef[],
  {
    hooks = resourceHooks,
    handWritten = handWrittenEndpoints,
    rights = true,
  }: GenerateOptions = {},
): HttpHandler[] {
  registerSchemasOf(resources);
  // The rights behind each served endpoint: a later declaration of it adds its own.
  const served = new Map<string, Right[]>();
  const handlers: HttpHandler[] = [];
  for (const resource of resources) {
    const { schema } = resource;
    if (!schema) continue;
    const service = resource.service ?? 'main';
    const hooksOfResource = ownEntry(hooks, resource.name) ?? {};
    for (const { spec, make, operation } of declaredCalls(resource)) {
      const endpoint = parseEndpoint(spec);
      const key = endpointKey(service, endpoint.path);
      if (handWritten.has(key)) continue;
      const right = { subject: resource.subject, operation };
      const known = served.get(`${endpoint.method} ${key}`);
      if (known) {
        known.push(right);
        continue;
      }
      const endpointRights = [right];
      served.set(`${endpoint.method} ${key}`, endpointRights);
      const context = { resource, schema, service, endpoint, hooks: hooksOfResource };
      const resolver = make(context);
      handlers.push(
        route(service, endpoint, rights ? withRights(context, endpointRights, resolver) : resolver),
      );
    }
  }
  return handlers;
}
