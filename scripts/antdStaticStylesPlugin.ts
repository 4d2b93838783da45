import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

interface Baked {
  css: string;
  map: Record<string, string>;
}

const MAPS = 'virtual:antd-styles/maps';
const CSS = /^virtual:antd-styles\/(core|console)\.css$/;
const script = fileURLToPath(new URL('./antdStyles.mjs', import.meta.url));

/**
 * Serves antd's styles baked at build time (scripts/antdStyles.mjs) as two virtual CSS modules,
 * `virtual:antd-styles/core.css` and `virtual:antd-styles/console.css`, and their cache maps as
 * `virtual:antd-styles/maps`. The dev server and tests get empty ones: antd then generates its
 * styles at run time, as it does without a bake.
 */
export function antdStaticStyles(): Plugin {
  let build = false;
  let baked: Record<'core' | 'console', Baked> | undefined;
  const bake = () => {
    if (!build) return { core: { css: '', map: {} }, console: { css: '', map: {} } };
    baked ??= JSON.parse(
      execFileSync(process.execPath, [script], {
        env: { ...process.env, NODE_ENV: 'production' },
        maxBuffer: 64 * 1024 * 1024,
      }).toString(),
    ) as Record<'core' | 'console', Baked>;
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
        const { core, console } = bake();
        return `export const coreMap = ${JSON.stringify(core.map)};\nexport const consoleMap = ${JSON.stringify(console.map)};\n`;
      }
      const part = CSS.exec(id)?.[1] as 'core' | 'console' | undefined;
      return part ? bake()[part].css : undefined;
    },
  };
}
