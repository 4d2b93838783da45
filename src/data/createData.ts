import type { DataProvider } from '@refinedev/core';
import { withAccessGuard } from './accessGuard';
import { createClients, type DataClients } from './clients';
import { createDataProvider } from './dataProvider';
import { endpointsIn, subjectIn, type ResourceSource } from './resourceRegistry';
import type { DataWiring } from './wiring';

/**
 * The rules and CASL load with a console page's first code (the route chunk, vite.config.ts), not
 * with the login page that also imports the data layer: the guard asks for them on its first check.
 */
let access: Promise<[typeof import('@/access/ability'), typeof import('@/access/can')]> | null =
  null;
const loadAccess = () =>
  (access ??= Promise.all([import('@/access/ability'), import('@/access/can')]));

export interface DataLayerOptions {
  /** The session, language and screen effects of the console, read at the moment of each call. */
  wiring: DataWiring;
  /** The console's registry: its resources' endpoints and areas. */
  registry: ResourceSource;
  /** Sends the requests; the global `fetch` (looked up at each call) when not given. */
  fetch?: typeof fetch;
}

/** A console's data layer: its clients, their error catalogue and its guarded data provider. */
export interface DataLayer extends DataClients {
  /** Refine's data provider: every call checked against the signed-in user's rights first. */
  dataProvider: DataProvider;
}

export function createDataLayer({ wiring, registry, fetch }: DataLayerOptions): DataLayer {
  const clients = createClients(wiring, fetch);
  const { catalogue } = clients;
  const endpoints = (resource: string) => endpointsIn(registry, resource);
  const provider = createDataProvider(clients.apis, endpoints);
  const dataProvider = withAccessGuard(provider, {
    async allows(action, subject, record) {
      const [{ abilityFor }, { canDo }] = await loadAccess();
      return canDo(abilityFor(wiring.getUser()), action, subject, record);
    },
    subjectOf: (resource) => subjectIn(registry, resource),
    serviceOf: (resource) => endpoints(resource)?.service,
    showError: (message) => catalogue.showError(message),
    message: () => wiring.effects.text('denied'),
  });
  return { ...clients, dataProvider };
}
