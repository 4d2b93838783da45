import { withAccessGuard } from './accessGuard';
import { apis, catalogue } from './clients';
import { createDataProvider } from './dataProvider';
import { resourceEndpoints, resourceSubject } from './resourceRegistry';
import { wired, wiredEffects } from './wiring';

/**
 * The rules and CASL load with a console page's first code (the route chunk, vite.config.ts), not
 * with the login page that also imports this module: the guard asks for them on its first check.
 */
let access: Promise<[typeof import('@/access/ability'), typeof import('@/access/can')]> | null =
  null;
const loadAccess = () =>
  (access ??= Promise.all([import('@/access/ability'), import('@/access/can')]));

/** Refine's data provider: every call checked against the signed-in user's rights first. */
export const dataProvider = withAccessGuard(createDataProvider(apis, resourceEndpoints), {
  async allows(action, subject, record) {
    const [{ abilityFor }, { canDo }] = await loadAccess();
    return canDo(abilityFor(wired().getUser()), action, subject, record);
  },
  subjectOf: resourceSubject,
  serviceOf: (resource) => resourceEndpoints(resource)?.service,
  showError: (message) => catalogue.showError(message),
  message: () => wiredEffects.text('denied'),
});
export { apis, mainApi, adminApi, catalogue } from './clients';
export { wireDataLayer, type DataWiring } from './wiring';
