import { registerDeclarations } from '../resources';

// The demo backend reads the engine's registry (the declarations, and in tests their fixtures):
// where it runs on its own (a server, a test) the declarations are registered here as the app
// registers them; registering again changes nothing.
registerDeclarations();

export { registeredResources } from '@/demoBackendSurface';
