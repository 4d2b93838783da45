import { defaultRegistry } from '@/engine/registry';
import { createDataLayer } from './createData';
import { appWiring } from './wiring';

/**
 * The app's default data layer: its clients and guarded data provider over the default registry,
 * reading the wiring the app hands in as it boots (wireDataLayer, src/app/wireData.ts). A second
 * console builds its own (createDataLayer, through createConsole in src/app/createConsole.ts).
 */
const app = createDataLayer({ wiring: appWiring, registry: defaultRegistry });

/** Refine's data provider: every call checked against the signed-in user's rights first. */
export const { dataProvider, apis, mainApi, adminApi, catalogue } = app;
export { createDataLayer, type DataLayer, type DataLayerOptions } from './createData';
export { wireDataLayer, type DataWiring } from './wiring';
