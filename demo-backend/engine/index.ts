export { collection, collectionOf, nextId, seededRows } from './collections';
export { generateHandlers, type GenerateOptions } from './generateHandlers';
export { endpointKey, handWrittenEndpoints } from './handWritten';
export { resourceHooks, type ResourceHooks } from './hooks';
export { seeders, type Seeder } from './seeders';
export { visibleRows } from './visibility';
