import { setupBrowser } from './support/browser';
import { sweepRoutes } from './support/routeSweep';

// The other half of the route sweep (routes.e2e.ts), so that two browsers share it.
sweepRoutes(setupBrowser(), 1, 2);
