import { resolve } from 'node:path';
import type { Plugin } from 'vite';

export interface NamedChunk {
  name: string;
  /** Source files (from the project root) whose static imports the chunk holds. */
  roots: string[];
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
  const plugin: Plugin = {
    name: 'named-chunks',
    apply: 'build',
    buildEnd() {
      owner.clear();
      const closure = (roots: string[]) => {
        const seen = new Set<string>();
        const stack = [...roots];
        while (stack.length) {
          const id = stack.pop()!;
          if (seen.has(id)) continue;
          seen.add(id);
          stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
        return seen;
      };
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const boot = closure(entries);
      for (const chunk of chunks) {
        const roots = chunk.roots.map((root) => resolve(root));
        const missing = roots.filter((root) => !this.getModuleInfo(root));
        if (missing.length) this.error(`named chunk "${chunk.name}": no module ${missing[0]}`);
        for (const id of closure(roots)) {
          if (!boot.has(id) && !owner.has(id)) owner.set(id, chunk.name);
        }
      }
    },
  };
  const groups = chunks.map((chunk) => ({
    name: chunk.name,
    test: (id: string) => owner.get(id) === chunk.name,
  }));
  return { plugin, groups };
}
