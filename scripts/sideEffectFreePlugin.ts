import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import type { Plugin } from 'vite';
import {
  listedAs,
  reportPath,
  sideEffectFree,
  type SideEffectFreeGroup,
  type SideEffectFreeReport,
} from './sideEffectFree.mjs';

/**
 * Whether `code` defines `__name` as the helper esbuild and rolldown write for kept function
 * names, which sets `name` and nothing else: a dropped call then only loses a function's name.
 */
function definesNameHelper(code: string): boolean {
  const helper =
    /\b(?:var|let|const)\s+__name\s*=\s*\(\s*(\w+)\s*,\s*(\w+)\s*\)\s*=>\s*__defProp\(\s*\1\s*,\s*"name"\s*,\s*\{\s*value(?:\s*:\s*(\w+))?\s*,\s*configurable\s*:\s*true\s*\}\s*\)/.exec(
      code,
    );
  return (
    helper !== null &&
    (helper[3] ?? 'value') === helper[2] &&
    /\b(?:var|let|const)\s+__defProp\s*=\s*Object\.defineProperty\b/.test(code)
  );
}

/**
 * Writes what the build kept of the packages marked side-effect free (scripts/sideEffectFree.mjs)
 * to `report` (by default in node_modules/.cache, outside what is served), for
 * `node scripts/check-bundle.mjs`: how many modules of the graph each listed pattern marks, the
 * listed modules in the output, and every module that calls `__name` (marked pure by the build's
 * `manualPureFunctions`), with whether it defines it as the name-only helper.
 */
export function sideEffectFreeReport(
  list: readonly SideEffectFreeGroup[] = sideEffectFree,
  report?: string,
): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  const found: Omit<SideEffectFreeReport, 'version' | 'kept'> = { marked: {}, nameCalls: [] };
  const short = (id: string) => relative(root, id).split('\\').join('/');
  return {
    name: 'side-effect-free-report',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = config.build.outDir;
    },
    buildEnd() {
      found.marked = Object.fromEntries(
        list.flatMap((group) => group.packages.map((pattern) => [pattern, 0])),
      );
      found.nameCalls = [];
      for (const id of this.getModuleIds()) {
        const pattern = listedAs(id, list);
        if (pattern !== undefined) found.marked[pattern] += 1;
        const code = this.getModuleInfo(id)?.code ?? '';
        if (/\b__name\s*\(/.test(code)) {
          found.nameCalls.push({ module: short(id), helper: definesNameHelper(code) });
        }
      }
    },
    writeBundle(_, bundle) {
      const kept = new Set<string>();
      let version: string | null = null;
      for (const file of Object.values(bundle)) {
        if (file.type === 'chunk') {
          for (const id of file.moduleIds) if (listedAs(id, list)) kept.add(short(id));
        } else if (file.fileName === 'version.json') {
          const source =
            typeof file.source === 'string' ? file.source : new TextDecoder().decode(file.source);
          version = (JSON.parse(source) as { version: string }).version;
        }
      }
      const path = report ?? reportPath(outDir, root);
      const text: SideEffectFreeReport = { version, ...found, kept: [...kept].sort() };
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, `${JSON.stringify(text, null, 2)}\n`);
    },
  };
}
