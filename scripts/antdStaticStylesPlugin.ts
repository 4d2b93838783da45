import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

interface Baked {
  css: string;
  map: Record<string, string>;
}

interface BakedTheme {
  seed: Record<string, unknown>;
  map: Record<string, unknown>;
}

type Part = 'core' | 'console';
type Bake = Record<Part, Baked> & { theme: BakedTheme | null };

const THEME = 'virtual:antd-styles/theme';
const CSS = /^virtual:antd-styles\/(core|console)\.css$/;
const script = fileURLToPath(new URL('./antdStyles.mjs', import.meta.url));

/**
 * The rule @ant-design/cssinjs reads its cache map from (its published way of skipping styles that
 * a CSS file already holds, as `extractStyle` writes it): `path:hash` pairs joined by `;`.
 */
export function cacheMapRule(map: Record<string, string>): string {
  const serialized = Object.entries(map)
    .map(([path, hash]) => `${path}:${hash}`)
    .join(';');
  return `.data-ant-cssinjs-cache-path{content:"${serialized}";}`;
}

/**
 * Serves antd's styles baked at build time (scripts/antdStyles.mjs) as two virtual CSS modules,
 * and antd's default theme tokens as `virtual:antd-styles/theme` (`bakedTheme`).
 *
 * - `virtual:antd-styles/core.css` (imported by the entry, so linked by the page itself): the core
 *   styles, and the cache map of the core AND console parts. cssinjs reads that map once, when it
 *   registers its first style, so it must be complete then; it never generates a listed style.
 * - `virtual:antd-styles/console.css` (imported by the console's code): the console's styles.
 *   Vite loads a chunk's CSS before it runs the chunk, so they are there before any console
 *   component renders. Whatever imports a component of that part outside the console must
 *   import this file too (the mobile shell does).
 *
 * The dev server and tests get empty files and no map: antd generates its styles at run time.
 */
export function antdStaticStyles(): Plugin {
  let build = false;
  let baked: Bake | undefined;
  const bake = (): Bake => {
    const empty = { css: '', map: {} };
    if (!build) return { core: empty, console: empty, theme: null };
    baked ??= JSON.parse(
      execFileSync(process.execPath, [script], {
        env: { ...process.env, NODE_ENV: 'production' },
        maxBuffer: 64 * 1024 * 1024,
      }).toString(),
    ) as Bake;
    return baked;
  };
  return {
    name: 'antd-static-styles',
    configResolved(config) {
      build = config.command === 'build' && !config.build.ssr;
    },
    resolveId(id) {
      return id === THEME || CSS.test(id) ? id : undefined;
    },
    load(id) {
      if (id === THEME) return `export const bakedTheme = ${JSON.stringify(bake().theme)};\n`;
      const part = CSS.exec(id)?.[1] as Part | undefined;
      if (!part) return undefined;
      const parts = bake();
      if (part === 'console') return parts.console.css;
      const map = { ...parts.core.map, ...parts.console.map };
      return Object.keys(map).length ? `${parts.core.css}\n${cacheMapRule(map)}\n` : parts.core.css;
    },
  };
}
