import { resolve } from 'node:path';
import type { Plugin } from 'vite';
import { importClosure } from './importClosure.ts';

export interface NamedChunk {
  name: string;
  /** Source files (from the project root) whose static imports the chunk holds. */
  roots: string[];
  /**
   * Only what its roots import at start (rolldown's `$initial` tag; the roots are entries of the
   * build): a boot, whose imports reach whole libraries through their index files. Its roots
   * stay out of it, so that loading what it holds does not start that boot.
   */
  initial?: boolean;
  /**
   * Loads no code of the rest of the app: what it shares with an earlier chunk goes to a chunk
   * of its own (`<earlier>-<name>`, such as `console-h5`), and what it shares with code loaded
   * later to `lazy-<name>`; both sides load those. For a part of the app that boots on its own
   * (the mobile pages) and must bring none of the console with it. Its roots stay out of it.
   */
  apart?: boolean;
}

/**
 * One chunk per part of the app that loads as a whole (the console, a list page): everything
 * its roots import statically, minus what the boot chunk already has. Left to itself the bundler
 * makes a chunk per set of importers, and a cold list page asked for some sixty files over six
 * connections. Returns the plugin, which reads the module graph once it is complete, and the
 * code-splitting groups that use it.
 */
export function namedChunks(chunks: NamedChunk[]) {
  const owner = new Map<string, string>();
  /** Roots that stay out of their chunk: an entry module runs its boot when its chunk loads. */
  const ownRoots = new Set<string>();
  const apartNames = new Set(chunks.filter((chunk) => chunk.apart).map((chunk) => chunk.name));
  /** What an apart chunk shares with an earlier one (`console-h5`), or with code loaded later. */
  const sharedNames = new Set(
    chunks.flatMap((chunk, index) =>
      chunk.apart
        ? [...chunks.slice(0, index).filter((earlier) => !earlier.apart), { name: 'lazy' }].map(
            (earlier) => `${earlier.name}-${chunk.name}`,
          )
        : [],
    ),
  );
  const plugin: Plugin = {
    name: 'named-chunks',
    apply: 'build',
    buildEnd() {
      owner.clear();
      /** What roots import, statically (and dynamically too when asked), not entering `avoid`. */
      const closure = (roots: string[], dynamic = false, avoid = new Set<string>()) => {
        const seen = new Set<string>();
        const stack = [...roots];
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id) || avoid.has(id)) continue;
          seen.add(id);
          const info = this.getModuleInfo(id);
          stack.push(...(info?.importedIds ?? []));
          if (dynamic) stack.push(...(info?.dynamicallyImportedIds ?? []));
        }
        return seen;
      };
      const rootsOf = (chunk: NamedChunk) => chunk.roots.map((root) => resolve(root));
      const named = new Set(chunks.flatMap(rootsOf));
      const entries = [...this.getModuleIds()].filter(
        (id) => this.getModuleInfo(id)?.isEntry && !named.has(id),
      );
      const boot = closure(entries);
      const factsOf = (id: string) => this.getModuleInfo(id);
      for (const chunk of chunks) {
        const roots = rootsOf(chunk);
        const missing = roots.filter((root) => !this.getModuleInfo(root));
        if (missing.length) this.error(`named chunk "${chunk.name}": no module ${missing[0]}`);
        if (chunk.initial || chunk.apart) roots.forEach((root) => ownRoots.add(root));
        if (!chunk.apart) {
          for (const id of closure(roots)) {
            if (!boot.has(id) && !owner.has(id)) owner.set(id, chunk.name);
          }
          continue;
        }
        // An apart chunk's modules are read precisely (through a library's index only the parts
        // it imports), or the index would make it share what it does not use. What it shares with
        // an earlier chunk goes to a chunk of its own, unless that one is already shared.
        const rest = closure(entries, true, new Set(roots));
        for (const id of importClosure(factsOf, roots)) {
          if (boot.has(id)) continue;
          const earlier = owner.get(id) ?? (rest.has(id) ? 'lazy' : null);
          if (!earlier) owner.set(id, chunk.name);
          else if (!sharedNames.has(earlier) && !apartNames.has(earlier)) {
            owner.set(id, `${earlier}-${chunk.name}`);
          }
        }
      }
    },
  };
  const group = (name: string, initial = false, onlyOwn = false) => ({
    name,
    test: (id: string) => owner.get(id) === name && !ownRoots.has(id),
    ...(initial ? { tags: ['$initial' as const] } : {}),
    // Not the rest of what its modules import: through a library's index that is the whole
    // library, parts used elsewhere included.
    ...(onlyOwn ? { includeDependenciesRecursively: false } : {}),
  });
  // A group takes the modules its modules import (but an apart one): what an apart chunk shares
  // comes first, then the apart chunk, and so on; then the others, or an earlier chunk would take
  // what it shares with an apart one.
  const groups = [
    ...chunks.flatMap((chunk) =>
      chunk.apart
        ? [
            ...[...sharedNames]
              .filter((name) => name.endsWith(`-${chunk.name}`))
              .map((name) => group(name)),
            group(chunk.name, chunk.initial, true),
          ]
        : [],
    ),
    ...chunks.filter((chunk) => !chunk.apart).map((chunk) => group(chunk.name, chunk.initial)),
  ];
  return { plugin, groups };
}
