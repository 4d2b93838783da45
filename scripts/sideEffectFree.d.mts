/** Packages that run nothing when imported, though their package.json does not say so. */
export interface SideEffectFreeGroup {
  /** Package names (regular expressions, whole names): the folder under node_modules. */
  packages: string[];
  /** Who imports them, and why nothing of theirs needs to run on import. */
  why: string;
  /**
   * A page that uses them, so that the build keeps modules of theirs, and the e2e test (against
   * the production build) that opens it (a path it mentions) and checks what a user sees there.
   */
  keptFor?: { page: string; test: string };
}

/** What a build kept of the listed packages (scripts/sideEffectFreePlugin.ts writes it). */
export interface SideEffectFreeReport {
  /** The build's version (its version.json), null when it has none. */
  version: string | null;
  /** For each listed pattern, how many modules of the build's graph it marks. */
  marked: Record<string, number>;
  /** The modules of listed packages in the output, from the project's root. */
  kept: string[];
  /** Each module that calls `__name`, and whether it defines it as the name-only helper. */
  nameCalls: { module: string; helper: boolean }[];
}

export const sideEffectFree: readonly SideEffectFreeGroup[];
export function packageName(id: string): string | undefined;
export function listedAs(id: string, list?: readonly SideEffectFreeGroup[]): string | undefined;
export function moduleSideEffects(list?: readonly SideEffectFreeGroup[]): (id: string) => boolean;
export function reportPath(outDir: string, root?: string): string;
export function keptProblems(
  report: SideEffectFreeReport,
  list?: readonly SideEffectFreeGroup[],
  root?: string,
): string[];
export function checkSideEffectFree(
  outDir: string,
  list?: readonly SideEffectFreeGroup[],
  root?: string,
): string[];
