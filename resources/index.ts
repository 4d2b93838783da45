import { registerResource } from '@/engine/registry';
import type { ResourceDef } from '@/engine/types';
import * as adsAccount from './adsAccount';
import * as adsReport from './adsReport';
import * as client from './client';
import * as finance from './finance';
import * as history from './history';
import * as home from './home';
import * as mediaAgent from './mediaAgent';
import * as members from './members';
import * as news from './news';
import * as option from './option';
import * as org from './org';
import * as orgFinance from './orgFinance';
import * as others from './others';
import * as risk from './risk';
import * as system from './system';
import * as vcc from './vcc';
import * as workOrder from './workOrder';

/** Every resource an area module exports. */
const areas = [
  home,
  client,
  members,
  mediaAgent,
  adsAccount,
  vcc,
  option,
  finance,
  workOrder,
  adsReport,
  orgFinance,
  news,
  org,
  others,
  risk,
  history,
  system,
];

/** The registry of every screen: one declaration per route, collected from the area modules. */
export const allResources: readonly ResourceDef[] = areas.flatMap(
  (area) => Object.values(area) as ResourceDef[],
);

/**
 * Registers every declaration into the engine: the app does it at start-up, before anything
 * reads the registry (src/app/declarations.ts); the demo backend does it where it runs alone.
 * Registering again changes nothing.
 */
export function registerDeclarations(): void {
  allResources.forEach(registerResource);
}
