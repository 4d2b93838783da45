import type { Subject } from '@/access/subjects';
import type { ResourceEndpoints } from './dataProvider';

/**
 * Endpoints of the declared resources, by resource name, and the area (CASL subject) each belongs
 * to. The resource engine fills it from `resources/`; the data provider and its access guard read
 * it (the data layer never imports the engine, which imports it).
 */
const registry = new Map<string, ResourceEndpoints>();
const subjects = new Map<string, Subject>();

export function registerResourceEndpoints(
  name: string,
  endpoints: ResourceEndpoints,
  subject?: Subject,
): void {
  registry.set(name, endpoints);
  if (subject) subjects.set(name, subject);
  else subjects.delete(name);
}

export function resourceEndpoints(name: string): ResourceEndpoints | undefined {
  return registry.get(name);
}

/** The area of a declared resource, for the data provider's access guard. */
export function resourceSubject(name: string): Subject | undefined {
  return subjects.get(name);
}
