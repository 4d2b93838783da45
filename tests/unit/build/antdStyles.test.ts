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
  it('split into core, console and later files, each with the map of what it holds', () => {
    const baked = JSON.parse(bake({ NODE_ENV: 'production' })) as Record<
      'core' | 'console' | 'later',
      Baked
    >;
    const components = (part: Baked) => Object.keys(part.map).map((path) => path.split('|')[1]);
    expect(components(baked.core)).toEqual(
      expect.arrayContaining(['Button-Button', 'Form-Form', 'Input-Component', 'Alert-Alert']),
    );
    expect(components(baked.console)).toEqual(
      expect.arrayContaining(['Pagination-Pagination', 'Select-Select', 'Layout-Layout']),
    );
    expect(components(baked.later)).toEqual(
      expect.arrayContaining(['Menu-Menu', 'Tag-preset', 'Drawer-Drawer', 'DatePicker-DatePicker']),
    );
    expect(baked.core.css).toContain('.ant-btn');
    expect(baked.console.css).toContain('.ant-select');
    // Nothing twice, and the map itself is handed over in code, not left in the CSS.
    const paths = [baked.core, baked.console, baked.later].flatMap((part) => Object.keys(part.map));
    expect(paths.length).toBe(new Set(paths).size);
    expect(baked.core.css + baked.console.css + baked.later.css).not.toContain(
      'data-ant-cssinjs-cache-path',
    );
  });

  it('refuses to bake development class names', () => {
    expect(() => bake({ NODE_ENV: 'development' })).toThrow();
  });
});
