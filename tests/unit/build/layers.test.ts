// @vitest-environment node
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(__dirname, '../../..');
const cli = join(root, 'node_modules/dependency-cruiser/bin/dependency-cruise.mjs');
const config = join(root, '.dependency-cruiser.cjs');

/** Runs the layer check (`npm run check:layers`) over `folders` of `cwd`: its output, and whether it passed. */
function check(cwd: string, folders: string[]): { passed: boolean; output: string } {
  try {
    const output = execFileSync(process.execPath, [cli, ...folders, '--config', config], {
      cwd,
      encoding: 'utf8',
      stdio: 'pipe',
    });
    return { passed: true, output };
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string };
    return { passed: false, output: stdout + stderr };
  }
}

const sandbox = mkdtempSync(join(tmpdir(), 'layers-'));
afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

function project(files: Record<string, string>): string {
  const dir = mkdtempSync(join(sandbox, 'project-'));
  const all = {
    'tsconfig.json': JSON.stringify({
      compilerOptions: { baseUrl: '.', paths: { '@/*': ['src/*'] }, allowJs: true },
    }),
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

// `npm run check:layers` runs the check over the project itself (part of `npm test`); these show it
// catches what it is there for.
describe('the layer check', () => {
  it('fails on an import from a lower layer to a higher one', () => {
    const dir = project({
      'src/engine/registry.ts':
        "import { all } from '../../resources/index';\nexport const n = all;\n",
      'resources/index.ts': 'export const all = [];\n',
    });
    const { passed, output } = check(dir, ['src', 'resources']);
    expect(passed).toBe(false);
    expect(output).toContain('layer-engine: src/engine/registry.ts → resources/index.ts');
  });

  it('fails on a cycle made by a lazy import', () => {
    const dir = project({
      'src/ui/feedback.ts': "export const open = () => import('./standalone');\n",
      'src/ui/standalone.ts': "import { open } from './feedback';\nexport const again = open;\n",
    });
    const { passed, output } = check(dir, ['src']);
    expect(passed).toBe(false);
    expect(output).toContain('no-circular');
  });

  it('lets the product reach the demo backend only through its lazy browser entry', () => {
    const dir = project({
      'src/app/boot.ts': "export const start = () => import('../../demo-backend/browser');\n",
      'src/pages/list.ts':
        "import { seed } from '../../demo-backend/seed';\nexport const s = seed;\n",
      'demo-backend/browser.ts': 'export const b = 1;\n',
      'demo-backend/seed.ts': 'export const seed = 1;\n',
    });
    const { passed, output } = check(dir, ['src', 'demo-backend']);
    expect(passed).toBe(false);
    expect(output).toContain('src/pages/list.ts → demo-backend/seed.ts');
    expect(output).not.toContain('src/app/boot.ts');
  });
});
