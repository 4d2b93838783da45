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
import * as todo from './todo';
import * as vcc from './vcc';
import * as workOrder from './workOrder';

/**
 * The area modules, in the order their declarations are registered: the menu's entries of equal
 * `order`, the rights table (docs/rights.md) and the permission map follow it.
 */
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
  todo,
  risk,
  history,
  system,
];

/**
 * Every module of this folder, so that a new area (`resources/supplier.ts`) is registered with
 * nothing to add here: its declarations come after those of the areas above, in file-name order.
 */
const modules = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./index.ts'], {
  eager: true,
});

const isDeclaration = (value: unknown): value is ResourceDef =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as ResourceDef).name === 'string' &&
  typeof (value as ResourceDef).subject === 'string';

/**
 * The resource declarations a module exports; what else it exports (the actions or the detail
 * page an area module shares with its parts) is left out.
 */
export function declarationsIn(module: Record<string, unknown>): ResourceDef[] {
  return Object.values(module).filter(isDeclaration);
}

/**
 * The registry of every screen: one declaration per route, collected from the modules of this
 * folder (a part that its area module re-exports counts once).
 */
export const allResources: readonly ResourceDef[] = [
  ...new Set([...areas, ...Object.values(modules)].flatMap(declarationsIn)),
];

/**
 * Registers every declaration into the engine: the app does it at start-up, before anything
 * reads the registry (src/app/declarations.ts); the demo backend does it where it runs alone.
 * Registering again changes nothing.
 */
export function registerDeclarations(): void {
  allResources.forEach(registerResource);
}
