import { http, type HttpHandler } from 'msw';
import { parseEndpoint, type Endpoint, type Service } from '@/data/contract';
import type { EndpointsDef, ResourceDef } from '@/engine/types';
import { ownEntry } from '../db';
import { apiPath } from '../handlers/routes';
import { registerSchemasOf } from './entities';
import { actionResolver } from './handlers/action';
import type { EndpointContext, Resolver } from './handlers/context';
import { createResolver } from './handlers/create';
import { listResolver } from './handlers/list';
import { oneResolver } from './handlers/one';
import { removeResolver } from './handlers/remove';
import { spreadsheetResolver } from './handlers/spreadsheet';
import { updateResolver } from './handlers/update';
import { endpointKey, handWrittenEndpoints } from './handWritten';
import { resourceHooks, type ResourceHooks } from './hooks';

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
}

function route(service: Service, endpoint: Endpoint, resolver: Resolver): HttpHandler {
  // `{id}` in a declared path is a path parameter.
  const path = apiPath(service, endpoint.path.replace(/\{(\w+)\}/g, ':$1'));
  return endpoint.method === 'GET' ? http.get(path, resolver) : http.post(path, resolver);
}

/** Every call a resource declares: its endpoints and its actions, each with its resolver. */
function declaredCalls(resource: ResourceDef) {
  const endpoints = Object.entries(resource.endpoints ?? {}).flatMap(([kind, spec]) =>
    spec ? [{ spec, make: resolverOf[kind as keyof EndpointsDef] }] : [],
  );
  const actions = Object.values(resource.actions ?? {}).map((action) => ({
    spec: action.call,
    make: (context: EndpointContext) => actionResolver(context, action),
  }));
  const exports = resource.serverExport
    ? [{ spec: resource.serverExport, make: spreadsheetResolver }]
    : [];
  return [...endpoints, ...actions, ...exports];
}

/**
 * The demo backend of declared resources: list, details, create, edit, remove and actions over the
 * store's collections, for every resource with a schema. An endpoint declared twice is served by
 * its first declaration; hand-written endpoints are skipped.
 */
export function generateHandlers(
  resources: readonly ResourceDef[],
  { hooks = resourceHooks, handWritten = handWrittenEndpoints }: GenerateOptions = {},
): HttpHandler[] {
  registerSchemasOf(resources);
  const served = new Set<string>();
  const handlers: HttpHandler[] = [];
  for (const resource of resources) {
    const { schema } = resource;
    if (!schema) continue;
    const service = resource.service ?? 'main';
    const hooksOfResource = ownEntry(hooks, resource.name) ?? {};
    for (const { spec, make } of declaredCalls(resource)) {
      const endpoint = parseEndpoint(spec);
      const key = endpointKey(service, endpoint.path);
      if (handWritten.has(key) || served.has(`${endpoint.method} ${key}`)) continue;
      served.add(`${endpoint.method} ${key}`);
      handlers.push(
        route(
          service,
          endpoint,
          make({ resource, schema, service, endpoint, hooks: hooksOfResource }),
        ),
      );
    }
  }
  return handlers;
}
