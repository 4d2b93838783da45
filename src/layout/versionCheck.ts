import { hasUnsavedInput } from '@/scaffolds/forms/openForms';

/**
 * Reloads the page when a new version has been deployed (SPEC §9): the build writes
 * `version.json` with its id and the bundle knows its own (`__APP_VERSION__`, vite.config.ts).
 * At most 4 reloads a day, counted in localStorage, so a broken deployment cannot loop. Never
 * over a form with unsaved input: it waits, checking again every 30 s, until no form is dirty.
 */
export const VERSION_CHECK_INTERVAL_MS = 10 * 60 * 1000;
export const VERSION_RECHECK_WHILE_EDITING_MS = 30 * 1000;
export const MAX_RELOADS_PER_DAY = 4;
export const RELOADS_STORAGE_KEY = 'versionReloads';

export interface ReloadRecord {
  /** Local day, YYYY-MM-DD. */
  day: string;
  count: number;
}

/** The id of the running bundle; null where the build did not define it (tests). */
export const bundleVersion: string | null =
  typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : null;

export function localDay(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function parseReloadRecord(raw: string | null): ReloadRecord | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<ReloadRecord> | null;
    return typeof value?.day === 'string' && typeof value.count === 'number'
      ? { day: value.day, count: value.count }
      : null;
  } catch {
    return null;
  }
}

/** Whether a new version may reload the page today, and the record to keep if it does. */
export function reloadDecision(
  record: ReloadRecord | null,
  today: string,
  limit = MAX_RELOADS_PER_DAY,
): { reload: boolean; record: ReloadRecord } {
  const count = record?.day === today ? record.count : 0;
  if (count >= limit) return { reload: false, record: { day: today, count } };
  return { reload: true, record: { day: today, count: count + 1 } };
}

export interface VersionCheckDeps {
  ownVersion: string | null;
  fetchVersion: () => Promise<string | null>;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  reload: () => void;
  now: () => Date;
  /** Whether a form on screen holds unsaved input (src/scaffolds/forms/openForms.ts). */
  unsavedInput: () => boolean;
  /** Asks for another check soon: a new version waits for the input to be saved or dropped. */
  recheck: () => void;
}

/** The deployed version, or null when it cannot be read (offline, no file). */
export async function fetchDeployedVersion(): Promise<string | null> {
  try {
    const response = await fetch(`${import.meta.env.BASE_URL}version.json`, { cache: 'no-store' });
    if (!response.ok) return null;
    const body = (await response.json()) as { version?: unknown };
    return typeof body.version === 'string' ? body.version : null;
  } catch {
    return null;
  }
}

/** One check: reloads (and counts it) when the deployed version differs; true if it reloaded. */
export async function checkForNewVersion(deps: VersionCheckDeps): Promise<boolean> {
  if (!deps.ownVersion) return false;
  const deployed = await deps.fetchVersion();
  if (!deployed || deployed === deps.ownVersion) return false;
  if (deps.unsavedInput()) {
    deps.recheck();
    return false;
  }
  const stored = parseReloadRecord(deps.storage.getItem(RELOADS_STORAGE_KEY));
  const decision = reloadDecision(stored, localDay(deps.now()));
  if (!decision.reload) return false;
  deps.storage.setItem(RELOADS_STORAGE_KEY, JSON.stringify(decision.record));
  deps.reload();
  return true;
}

/**
 * Checks every 10 minutes and whenever the page becomes visible; skipped on the dev server.
 * Returns the function that stops it.
 */
export function startVersionCheck(): () => void {
  if (import.meta.env.DEV || !bundleVersion) return () => undefined;
  const deps: VersionCheckDeps = {
    ownVersion: bundleVersion,
    fetchVersion: fetchDeployedVersion,
    storage: localStorage,
    reload: () => window.location.reload(),
    now: () => new Date(),
    unsavedInput: hasUnsavedInput,
    recheck: () => {
      clearTimeout(recheckTimer);
      recheckTimer = setTimeout(check, VERSION_RECHECK_WHILE_EDITING_MS);
    },
  };
  let recheckTimer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  const check = () => {
    if (running) return;
    running = true;
    void checkForNewVersion(deps).finally(() => {
      running = false;
    });
  };
  const onVisibilityChange = () => {
    if (document.visibilityState === 'visible') check();
  };
  const timer = setInterval(check, VERSION_CHECK_INTERVAL_MS);
  document.addEventListener('visibilitychange', onVisibilityChange);
  return () => {
    clearInterval(timer);
    clearTimeout(recheckTimer);
    document.removeEventListener('visibilitychange', onVisibilityChange);
  };
}
