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

type Bake = Record<Part, Baked> & { theme: BakedTheme | null };

const MAPS = 'virtual:antd-styles/maps';
type Part = 'core' | 'console' | 'later';
const CSS = /^virtual:antd-styles\/(core|console|later)\.css$/;
const script = fileURLToPath(new URL('./antdStyles.mjs', import.meta.url));

/**
 * Serves antd's styles baked at build time (scripts/antdStyles.mjs) as three virtual CSS modules,
 * `virtual:antd-styles/core.css`, `…/console.css` and `…/later.css`, and their cache maps as
 * `virtual:antd-styles/maps` (with antd's default theme tokens, `bakedTheme`). The dev server and tests get empty ones: antd then generates its
 * styles at run time, as it does without a bake.
 */
export function antdStaticStyles(): Plugin {
  let build = false;
  let baked: Bake | undefined;
  const bake = (): Bake => {
    const empty = { css: '', map: {} };
    if (!build) return { core: empty, console: empty, later: empty, theme: null };
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
      return id === MAPS || CSS.test(id) ? id : undefined;
    },
    load(id) {
      if (id === MAPS) {
        const parts = bake();
        return (['core', 'console', 'later'] as const)
          .map((part) => `export const ${part}Map = ${JSON.stringify(parts[part].map)};\n`)
          .concat(`export const bakedTheme = ${JSON.stringify(parts.theme)};\n`)
          .join('');
      }
      const part = CSS.exec(id)?.[1] as Part | undefined;
      return part ? bake()[part].css : undefined;
    },
  };
}
