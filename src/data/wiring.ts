import type { Language, UserInfo } from './contract';
import type { ErrorEffects } from './errorCatalogue';

/**
 * What the data layer needs from the app, which wires it at start-up (src/app/wireData.ts): the
 * data layer itself knows nothing of the session, the interface's language or the screen.
 */
export interface DataWiring {
  /** The signed-in user's token, if any. */
  getToken(): string | undefined;
  /** The interface's language, sent with every call. */
  getLanguage(): Language;
  /** Resolves once the interface's texts are there: no message may show before them. */
  ready(): Promise<unknown>;
  /** The signed-in user, whose rights every call of the data provider is checked against. */
  getUser(): UserInfo | null;
  /** What a failed call does on screen. */
  effects: ErrorEffects;
}

// The one module-level slot of the data layer (docs/architecture.md "State"): the default
// instance's clients (src/data/index.ts) are created with the modules that import them, the app's
// wiring comes later and once. A console built by createConsole() hands its own wiring in instead.
let wiring: DataWiring | null = null;

/** Called by the app before anything calls the backend. */
export function wireDataLayer(given: DataWiring): void {
  wiring = given;
}

/** The app's wiring; a call before it is a mistake of the app's start-up, not a user's. */
export function wired(): DataWiring {
  if (!wiring) throw new Error('The data layer was used before the app wired it (wireDataLayer)');
  return wiring;
}

/** Effects that reach the app's wiring at the moment they happen. */
export const wiredEffects: ErrorEffects = {
  toast: (message) => wired().effects.toast(message),
  endSession: () => wired().effects.endSession(),
  friendlyReminder: (message) => wired().effects.friendlyReminder(message),
  text: (key) => wired().effects.text(key),
};

/** The app's wiring, read at the moment of each call: the default instance's (src/data/index.ts). */
export const appWiring: DataWiring = {
  getToken: () => wired().getToken(),
  getLanguage: () => wired().getLanguage(),
  ready: () => wired().ready(),
  getUser: () => wired().getUser(),
  effects: wiredEffects,
};
