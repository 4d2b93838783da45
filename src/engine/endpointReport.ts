import { parseEndpoint, type Service } from '@/data/contract';
import specPaths from '../../scripts/spec-paths.json';
import type { ResourceDef } from './types';
import { allReferences } from './references';

export interface EndpointUse {
  service: Service;
  method: 'GET' | 'POST';
  path: string;
  /** Named by SPEC §7, or our assumption. */
  origin: 'spec' | 'assumed';
  /** Who calls it: resource names, option lists, source files. */
  usedBy: string[];
}

/** Is a path one the spec names on that service? (`{id}` segments match any value.) */
export function specNames(service: Service, path: string): boolean {
  return (specPaths[service] as string[]).some((named) => {
    const pattern = new RegExp(`^${named.replace(/\{\w+\}/g, '[^/]+')}$`);
    return pattern.test(path);
  });
}

function add(
  uses: Map<string, EndpointUse>,
  service: Service,
  endpoint: string,
  usedBy: string,
): void {
  const { method, path } = parseEndpoint(endpoint);
  const key = `${service} ${method} ${path}`;
  const known = uses.get(key);
  if (known) {
    if (!known.usedBy.includes(usedBy)) known.usedBy.push(usedBy);
    return;
  }
  const origin = specNames(service, path) ? 'spec' : 'assumed';
  uses.set(key, { service, method, path, origin, usedBy: [usedBy] });
}

/**
 * Every endpoint the console calls: from the resource declarations (their menu entries' counts
 * included), the option lists, and the calls written in hand-made modules (`handWritten`: endpoint text and file, found by a scan).
 */
export function collectEndpoints(
  resources: readonly ResourceDef[],
  handWritten: readonly { endpoint: string; service: Service; file: string }[] = [],
): EndpointUse[] {
  const uses = new Map<string, EndpointUse>();
  for (const resource of resources) {
    const service = resource.service ?? 'main';
    for (const endpoint of Object.values(resource.endpoints ?? {})) {
      add(uses, service, endpoint, resource.name);
    }
    for (const [name, action] of Object.entries(resource.actions ?? {})) {
      add(uses, service, action.call, `${resource.name}.${name}`);
    }
    if (resource.serverExport) add(uses, service, resource.serverExport, `${resource.name}.export`);
    // A menu entry's count is asked with the menu (src/layout/menu), on the main service.
    if (resource.menu?.badge) add(uses, 'main', resource.menu.badge, `${resource.name}.menu`);
    if (resource.totals?.call) add(uses, service, resource.totals.call, `${resource.name}.totals`);
    for (const [name, definition] of Object.entries(resource.imports ?? {})) {
      add(uses, service, definition.call, `${resource.name}.${name}`);
    }
  }
  for (const [name, source] of allReferences()) {
    add(uses, 'main', source.endpoint, `options:${name}`);
  }
  for (const call of handWritten) add(uses, call.service, call.endpoint, call.file);
  return [...uses.values()].sort((a, b) =>
    `${a.service}${a.path}`.localeCompare(`${b.service}${b.path}`),
  );
}

/** Declared endpoints the spec does not name must be marked `assumed` in their declaration. */
export function unmarkedAssumptions(resources: readonly ResourceDef[]): string[] {
  const problems: string[] = [];
  for (const resource of resources) {
    const service = resource.service ?? 'main';
    for (const [kind, endpoint] of Object.entries(resource.endpoints ?? {})) {
      const { path } = parseEndpoint(endpoint);
      const marked = resource.assumed?.includes(kind as never);
      if (!specNames(service, path) && !marked)
        problems.push(`${resource.name}.${kind}: ${endpoint}`);
      if (specNames(service, path) && marked)
        problems.push(`${resource.name}.${kind} is named by the spec: ${endpoint}`);
    }
  }
  return problems;
}
