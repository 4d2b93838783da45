import { parseEndpoint, type Service } from '@/data/contract';
import { areaAnswers } from '@/data/answers';
import { handWrittenAnswers, type HandWrittenAnswer } from '@/data/handWrittenAnswers';
import { handWrittenReads, type HandWrittenRead } from '@/data/handWrittenReads';
import { allReferences, type ReferenceSource } from '@/engine/references';
import type { ActionDef, ImportDef, ResourceDef } from '@/engine/types';

/** What one call is for, as a declaration (or hand-written code) says it. */
export type Role =
  | { kind: 'list' | 'one' | 'create' | 'update' | 'remove'; resource: ResourceDef }
  | { kind: 'action'; resource: ResourceDef; name: string; action: ActionDef }
  | { kind: 'import'; resource: ResourceDef; name: string; definition: ImportDef }
  | { kind: 'export' | 'totals' | 'badge'; resource: ResourceDef }
  | { kind: 'option'; name: string; source: ReferenceSource }
  | { kind: 'read'; read: HandWrittenRead }
  | { kind: 'hand-written'; call: HandWrittenAnswer };

/** The key of a call, as the endpoint report keys it: service, method and path. */
export const callKey = (service: Service, endpoint: string) => {
  const { method, path } = parseEndpoint(endpoint);
  return `${service} ${method} ${path}`;
};

/** The id param a declared call names (`?clientId`), else the schema's id field. */
export const idParamOf = (resource: ResourceDef, endpoint: string) =>
  parseEndpoint(endpoint).idParam ?? resource.schema?.id ?? 'id';

/**
 * Every declared role of every call: the resources' endpoints, actions, imports, exports, sums
 * and menu counts, the option lists, the hand-written reads with their declared shapes, and the
 * other hand-written calls declared in src/data/handWrittenAnswers.ts and src/data/answers/.
 * Calls written by hand and declared nowhere have no role: their answer is not declared.
 */
export function rolesOf(resources: readonly ResourceDef[]): Map<string, Role[]> {
  const roles = new Map<string, Role[]>();
  const add = (service: Service, endpoint: string, role: Role) => {
    const key = callKey(service, endpoint);
    roles.set(key, [...(roles.get(key) ?? []), role]);
  };
  for (const resource of resources) {
    const service = resource.service ?? 'main';
    for (const kind of ['list', 'one', 'create', 'update', 'remove'] as const) {
      const endpoint = resource.endpoints?.[kind];
      if (endpoint) add(service, endpoint, { kind, resource });
    }
    for (const [name, action] of Object.entries(resource.actions ?? {})) {
      add(service, action.call, { kind: 'action', resource, name, action });
    }
    for (const [name, definition] of Object.entries(resource.imports ?? {})) {
      add(service, definition.call, { kind: 'import', resource, name, definition });
    }
    if (resource.serverExport) add(service, resource.serverExport, { kind: 'export', resource });
    if (resource.totals?.call) add(service, resource.totals.call, { kind: 'totals', resource });
    if (resource.menu?.badge) add('main', resource.menu.badge, { kind: 'badge', resource });
  }
  for (const [name, source] of allReferences()) {
    add('main', source.endpoint, { kind: 'option', name, source });
  }
  for (const read of handWrittenReads) add('main', read.endpoint, { kind: 'read', read });
  for (const call of [...handWrittenAnswers, ...areaAnswers]) {
    add(call.service ?? 'main', call.endpoint, { kind: 'hand-written', call });
  }
  return roles;
}
