// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { theme } from 'antd';
import type { ResolvedConfig } from 'vite';
import { describe, expect, it } from 'vitest';
import { antdStaticStyles } from '../../../scripts/antdStaticStylesPlugin';
import themeTokens from '../../../src/ui/themeTokens.json';

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

/** The plugin as a build runs it: what it serves for a virtual module. */
function servedByBuild() {
  const plugin = antdStaticStyles();
  const configResolved = plugin.configResolved as (config: ResolvedConfig) => void;
  configResolved({ command: 'build', build: { ssr: false } } as ResolvedConfig);
  const load = plugin.load as (id: string) => string | undefined;
  return (id: string) => load(id) ?? '';
}

const components = (part: Baked) => Object.keys(part.map).map((path) => path.split('|')[1]);
const mapIn = (css: string) =>
  /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";\}/.exec(css)?.[1] ?? null;

describe('antd styles baked at build time', () => {
  it('split into core and console parts, each with the map of what it holds', () => {
    const baked = JSON.parse(bake({ NODE_ENV: 'production' })) as Record<'core' | 'console', Baked>;
    // The login page, and feedback (messages, dialogs) wherever it is shown.
    expect(components(baked.core)).toEqual(
      expect.arrayContaining([
        'Button-Button',
        'Form-Form',
        'Input-Component',
        'Alert-Alert',
        'Message-Message',
        'Modal-Modal',
        'App-App',
      ]),
    );
    // The shell, a list page (antd Table with row selection, menus, a column chooser) and the
    // form drawers.
    expect(components(baked.console)).toEqual(
      expect.arrayContaining([
        'Layout-Layout',
        'Table-Table',
        'Checkbox-Checkbox',
        'Pagination-Pagination',
        'Select-Select',
        'Dropdown-Dropdown',
        'Popover-Popover',
        'Tag-preset',
        'Drawer-Drawer',
        'DatePicker-DatePicker',
        'InputNumber-InputNumber',
      ]),
    );
    expect(baked.core.css).toContain('.ant-btn');
    expect(baked.console.css).toContain('.ant-table');
    // Nothing twice, and every style under the theme the app runs with (one token key), but the
    // icon reset of the console's ConfigProvider itself, made under antd's default theme above it.
    const paths = [baked.core, baked.console].flatMap((part) => Object.keys(part.map));
    expect(paths.length).toBe(new Set(paths).size);
    const themed = paths.filter((path) => !path.endsWith('|ant-design-icons|anticon'));
    expect(new Set(themed.map((path) => path.split('|')[0])).size).toBe(1);
  });

  it('renders under the console’s tokens, and derives the console’s theme', () => {
    const baked = JSON.parse(bake({ NODE_ENV: 'production' })) as {
      core: Baked;
      theme: { seed: Record<string, unknown>; map: Record<string, unknown> };
    };
    const seed = { ...theme.defaultSeed, ...themeTokens };
    expect(baked.theme.seed).toEqual(seed);
    expect(baked.theme.map).toEqual(theme.defaultAlgorithm(seed as typeof theme.defaultSeed));
    // A primary button in the console's primary colour.
    expect(baked.core.css).toContain(themeTokens.colorPrimary);
  });

  it('put the map of both parts into the core file, as the rule cssinjs reads', () => {
    const served = servedByBuild();
    const core = served('virtual:antd-styles/core.css');
    const consoleCss = served('virtual:antd-styles/console.css');
    const entries = (mapIn(core) ?? '').split(';').map((entry) => entry.split(':')[0]);
    expect(entries).toEqual(expect.arrayContaining([expect.stringContaining('|Button-Button|')]));
    expect(entries).toEqual(expect.arrayContaining([expect.stringContaining('|Table-Table|')]));
    expect(consoleCss).toContain('.ant-table');
    expect(mapIn(consoleCss)).toBeNull();
    expect(served('virtual:antd-styles/theme')).toContain('"colorPrimary"');
  });

  it('refuses to bake development class names', () => {
    expect(() => bake({ NODE_ENV: 'development' })).toThrow();
  });
});
