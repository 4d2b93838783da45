import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

interface Baked {
  css: string;
  map: Record<string, string>;
}

function bake(env: Record<string, string>) {
  return execFileSync(process.execPath, ['scripts/antdStyles.mjs'], {
    env: { ...process.env, ...env },
    maxBuffer: 64 * 1024 * 1024,
    stdio: ['ignore', 'pipe', 'pipe'],
  }).toString();
}

describe('antd styles baked at build time', () => {
  it('split into the core file and the console file, each with the map of what it holds', () => {
    const baked = JSON.parse(bake({ NODE_ENV: 'production' })) as Record<'core' | 'console', Baked>;
    const components = (part: Baked) => Object.keys(part.map).map((path) => path.split('|')[1]);
    expect(components(baked.core)).toEqual(
      expect.arrayContaining(['Button-Button', 'Form-Form', 'Input-Component', 'Alert-Alert']),
    );
    expect(components(baked.console)).toEqual(
      expect.arrayContaining(['Pagination-Pagination', 'Select-Select', 'Menu-Menu', 'Tag-preset']),
    );
    expect(baked.core.css).toContain('.ant-btn');
    expect(baked.console.css).toContain('.ant-select');
    // Nothing twice, and the map itself is handed over in code, not left in the CSS.
    const shared = Object.keys(baked.core.map).filter((path) => path in baked.console.map);
    expect(shared).toEqual([]);
    expect(baked.core.css + baked.console.css).not.toContain('data-ant-cssinjs-cache-path');
  });

  it('refuses to bake development class names', () => {
    expect(() => bake({ NODE_ENV: 'development' })).toThrow();
  });
});
