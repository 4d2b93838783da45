import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import semver from 'semver';
import type { Plugin } from 'vite';

/**
 * A library module the build replaces with one of the project's own. Every replacement the build
 * makes is declared here, in one place, with what it replaces, why, what it gains (measured by
 * `npm run bench`, docs/performance.md) and the versions of the library it was written for. The
 * build fails when a declared replacement finds nothing to replace (the library moved or dropped
 * the module) or when the module it replaces belongs to a version outside that range: after an
 * upgrade, someone looks again instead of the original coming back in silence.
 */
export interface LibraryPatch {
  /** The replaced module, in a few words. */
  replaces: string;
  /** The package the replaced module belongs to. */
  package: string;
  /** The versions of that package the replacement was written for (a semver range). */
  versions: string;
  /** Import specifiers ending so are resolved and compared with `module`. */
  specifier: string;
  /** The replaced module's resolved file. */
  module: RegExp;
  /** The project's module that stands in for it. */
  replacement: string;
  why: string;
  gain: string;
}

const own = (path: string) => fileURLToPath(new URL(`../${path}`, import.meta.url));

export const libraryPatches: readonly LibraryPatch[] = [
  {
    replaces: "rc-util's run-time <style> elements (Dom/dynamicCSS)",
    package: 'rc-util',
    versions: '~5.44.0',
    specifier: 'dynamicCSS',
    module: /[\\/]rc-util[\\/]es[\\/]Dom[\\/]dynamicCSS\.js$/,
    replacement: own('src/ui/runtimeStyles.ts'),
    why:
      'a strict Content-Security-Policy (no inline styles) refuses <style> elements; constructed ' +
      "stylesheets are allowed. antd's `csp` nonce needs a nonce per response, which a static " +
      'host cannot give (docs/deploying.md "CSP")',
    gain: 'required for the strict CSP',
  },
  {
    replaces: "Refine's English plurals of resource names (pluralize)",
    package: 'pluralize',
    versions: '~8.0.0',
    specifier: 'pluralize',
    module: /[\\/]pluralize[\\/]pluralize\.js$/,
    replacement: own('src/vendor/pluralize.ts'),
    why: 'the console never shows a resource name Refine pluralises',
    gain: '2.5 kB gz on every console page',
  },
  {
    replaces: "antd Table's column filter menu (table/hooks/useFilter/FilterDropdown)",
    package: 'antd',
    versions: '~5.29.0',
    specifier: 'FilterDropdown',
    module: /[\\/]antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]FilterDropdown\.js$/,
    replacement: own('src/vendor/tableFilterDropdown.tsx'),
    why:
      "the console filters in its own filter bar, never in a column's menu, and the menu brings " +
      "antd's Tree and rc-tree with every list",
    gain: "16 kB gz of a list page's first load (450.7 → 434.7 kB, docs/performance.md)",
  },
  {
    replaces: "rc-util's getScrollBarSize",
    package: 'rc-util',
    versions: '~5.44.0',
    specifier: 'getScrollBarSize',
    module: /[\\/]rc-util[\\/]es[\\/]getScrollBarSize\.js$/,
    replacement: own('src/vendor/scrollBarSize.ts'),
    why: 'rc-table measures the scroll bar as every table mounts, forcing a layout each time',
    gain: '34 ms of each move to a list (a visited list 150–202 → 107–112 ms)',
  },
  {
    replaces: 'qs, which Refine and its router bindings import for list state in the address',
    package: 'qs',
    versions: '~6.17.0',
    specifier: 'qs',
    module: /[\\/]qs[\\/]lib[\\/]index\.js$/,
    replacement: own('src/vendor/qs.ts'),
    why:
      "the console writes a list's state as flat parameters (src/app/routerProvider.tsx); the " +
      'stand-in parses and writes the same strings for what Refine asks of it',
    gain: '5.9 kB gz on every console page, in 1 kB',
  },
  {
    replaces: 'resize-observer-polyfill',
    package: 'resize-observer-polyfill',
    versions: '~1.5.0',
    specifier: 'resize-observer-polyfill',
    module: /[\\/]resize-observer-polyfill[\\/]dist[\\/]ResizeObserver(\.es)?\.js$/,
    replacement: own('src/ui/nativeResizeObserver.ts'),
    why: 'every browser the console supports has ResizeObserver of its own',
    gain: "the polyfill's code on every page (docs/performance.md)",
  },
];

/** The version of `name` that the file at `path` belongs to (its nearest package.json). */
function versionOf(path: string, name: string): string | undefined {
  let dir = dirname(path.split('?')[0]);
  while (dir !== dirname(dir)) {
    if (dir.endsWith(`${sep}node_modules${sep}${name.split('/').join(sep)}`)) {
      const manifest = join(dir, 'package.json');
      return existsSync(manifest)
        ? (JSON.parse(readFileSync(manifest, 'utf8')) as { version?: string }).version
        : undefined;
    }
    dir = dirname(dir);
  }
  return undefined;
}

/**
 * Applies `patches` wherever the replaced module is imported from (its package path, or a
 * relative import inside the library, which an alias of the specifier would miss). A build
 * fails on a patch that replaced nothing, and on a replaced module of a version outside its range.
 */
export function libraryPatchesPlugin(patches: readonly LibraryPatch[] = libraryPatches): Plugin {
  const applied = new Set<LibraryPatch>();
  let building = false;
  return {
    name: 'library-patches',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    buildStart() {
      applied.clear();
    },
    async resolveId(source, importer, options) {
      for (const patch of patches) {
        if (!source.endsWith(patch.specifier)) continue;
        const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
        if (!resolved || !patch.module.test(resolved.id.split('?')[0])) continue;
        const version = versionOf(resolved.id, patch.package);
        if (!version || !semver.satisfies(version, patch.versions)) {
          this.error(
            `Library patch "${patch.replaces}" was written for ${patch.package} ` +
              `${patch.versions}, but ${patch.package} ${version ?? '(version unknown)'} is ` +
              'installed: check the replacement against it, then update its range ' +
              '(scripts/libraryPatches.ts).',
          );
        }
        applied.add(patch);
        return patch.replacement;
      }
      return null;
    },
    buildEnd(error) {
      if (error || !building) return;
      const idle = patches.filter((patch) => !applied.has(patch));
      if (idle.length) {
        this.error(
          `Library patches that found nothing to replace: ${idle.map((p) => `"${p.replaces}"`).join(', ')}. ` +
            'The library has moved or dropped the module: drop the patch or point it at the new ' +
            'module (scripts/libraryPatches.ts).',
        );
      }
    },
  };
}
