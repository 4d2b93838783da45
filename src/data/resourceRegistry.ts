import type { ResourceEndpoints } from './dataProvider';

/**
 * Endpoints of the declared resources, by resource name. The resource engine fills it from
 * `resources/`; the data provider reads it.
 */
const registry = new Map<string, ResourceEndpoints>();

export function registerResourceEndpoints(name: string, endpoints: ResourceEndpoints): void {
  registry.set(name, endpoints);
}

export function resourceEndpoints(name: string): ResourceEndpoints | undefined {
  return registry.get(name);
}
