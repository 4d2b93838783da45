// @vitest-environment node
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { build } from 'vite';
import {
  checkSideEffectFree,
  keptProblems,
  moduleSideEffects,
  reportPath,
  sideEffectFree,
  type SideEffectFreeGroup,
  type SideEffectFreeReport,
} from '../../../scripts/sideEffectFree.mjs';
import { sideEffectFreeReport } from '../../../scripts/sideEffectFreePlugin';

const sandbox = mkdtempSync(join(tmpdir(), 'side-effect-free-'));
afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

const pkg = (name: string) => JSON.stringify({ name, version: '1.0.0', main: 'index.js' });
/** The helper esbuild writes (Refine's dist has it), and a `__name` that does more. */
const nameHelper =
  'var __defProp = Object.defineProperty;\n' +
  'var __name = (target, value) => __defProp(target, "name", { value, configurable: true });\n';

/**
 * A project whose page uses `fixture-md` and imports `fixture-unused` without using it; both
 * packages run something on import (they set a global), as a wrongly listed package would.
 */
function project(files: Record<string, string> = {}): string {
  const dir = mkdtempSync(join(sandbox, 'project-'));
  const all: Record<string, string> = {
    'node_modules/fixture-md/package.json': pkg('fixture-md'),
    'node_modules/fixture-md/index.js':
      "globalThis.mdReady = 'md-ready';\nexport const render = (text) => `<p>${text}</p>`;\n",
    'node_modules/fixture-unused/package.json': pkg('fixture-unused'),
    'node_modules/fixture-unused/index.js':
      "globalThis.unusedRan = 'unused-ran';\nexport const unused = 1;\n",
    'main.js':
      "import { render } from 'fixture-md';\nimport { unused } from 'fixture-unused';\n" +
      "console.log(render('hi'));\n",
    ...files,
  };
  for (const [path, text] of Object.entries(all)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

const group = (packages: string[], change: Partial<SideEffectFreeGroup> = {}) => ({
  packages,
  why: 'a test',
  ...change,
});
const fixtureList = [group(['fixture-md']), group(['fixture-unused'])];

/** Builds the project as vite.config.ts does, with `list`: its code and its report. */
async function bundle(dir: string, list: readonly SideEffectFreeGroup[] = fixtureList) {
  await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [sideEffectFreeReport(list)],
    build: {
      outDir: join(dir, 'dist'),
      minify: false,
      rollupOptions: {
        input: join(dir, 'main.js'),
        treeshake: { moduleSideEffects: moduleSideEffects(list), manualPureFunctions: ['__name'] },
      },
    },
  });
  const report = JSON.parse(readFileSync(reportPath('dist', dir), 'utf8')) as SideEffectFreeReport;
  const assets = join(dir, 'dist', 'assets');
  const code = readdirSync(assets).map((file) => readFileSync(join(assets, file), 'utf8'));
  return { code: code.join('\n'), report };
}

describe('the packages marked side-effect free', () => {
  it('leave the bundle when unused, and the build reports what it keeps of them', async () => {
    const dir = project();
    const { code, report } = await bundle(dir);
    expect(code).toContain('md-ready');
    expect(code).not.toContain('unused-ran');
    expect(report.kept).toEqual(['node_modules/fixture-md/index.js']);
    expect(report.marked).toEqual({ 'fixture-md': 1, 'fixture-unused': 1 });
  });

  it('fail the check when a kept module belongs to a group that names no e2e test', async () => {
    const dir = project();
    const { report } = await bundle(dir);
    const problems = keptProblems(report, fixtureList, dir);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(
      /keeps 1 module\(s\) of fixture-md \(node_modules\/fixture-md\/index\.js…\).*keptFor/,
    );
    // The build's own check sees the same, from the report the build wrote.
    expect(checkSideEffectFree('dist', fixtureList, dir)).toEqual(problems);
  });

  it('pass the check when the group names the page and the e2e test that opens it', async () => {
    const dir = project({ 'tests/e2e/news.e2e.ts': 'await page.goto(`${base}/news`);\n' });
    const { report } = await bundle(dir);
    const keptFor = { page: '/news', test: 'tests/e2e/news.e2e.ts' };
    const list = [group(['fixture-md'], { keptFor }), group(['fixture-unused'])];
    expect(keptProblems(report, list, dir)).toEqual([]);
    expect(checkSideEffectFree('dist', list, dir)).toEqual([]);
    const elsewhere = [group(['fixture-md'], { keptFor: { ...keptFor, page: '/orders' } })];
    expect(keptProblems(report, elsewhere, dir).join('\n')).toMatch(/never opens/);
    const missing = [
      group(['fixture-md'], { keptFor: { ...keptFor, test: 'tests/e2e/x.e2e.ts' } }),
    ];
    expect(keptProblems(report, missing, dir).join('\n')).toMatch(/is missing/);
  });

  it('fail the check on a pattern that marks no module, and on a stale or missing report', () => {
    const report = { version: null, marked: { gone: 0 }, kept: [], nameCalls: [] };
    expect(keptProblems(report, [group(['gone'])])).toEqual([
      expect.stringMatching(/"gone" is marked side-effect free but no module/),
    ]);
    const dir = project();
    expect(checkSideEffectFree('dist', fixtureList, dir)).toEqual([
      expect.stringMatching(/^No report/),
    ]);
  });

  it('tell the build of another version from this one', async () => {
    const dir = project();
    await bundle(dir);
    writeFileSync(join(dir, 'dist', 'version.json'), '{"version":"later"}\n');
    expect(checkSideEffectFree('dist', fixtureList, dir)).toEqual([
      expect.stringMatching(/is about another build than dist\//),
    ]);
  });

  it('fail the check when a module calls a __name that does more than name a function', async () => {
    const calls = (definition: string) => ({
      'node_modules/fixture-md/index.js':
        definition +
        "export function render(text) { return `<p>${text}</p>`; }\n__name(render, 'render');\n",
    });
    const helper = await bundle(project(calls(nameHelper)));
    expect(helper.report.nameCalls).toEqual([
      { module: 'node_modules/fixture-md/index.js', helper: true },
    ]);
    const registry = 'const __name = (fn, name) => globalThis.registry.set(name, fn);\n';
    const other = await bundle(project(calls(registry)));
    expect(other.report.nameCalls).toEqual([
      { module: 'node_modules/fixture-md/index.js', helper: false },
    ]);
    expect(keptProblems(other.report, [group(['fixture-md', 'fixture-unused'])])).toEqual(
      expect.arrayContaining([expect.stringMatching(/calls __name, which the build marks pure/)]),
    );
  });

  it('each say who imports them and why, and name only e2e tests that exist', () => {
    for (const declared of sideEffectFree) {
      expect(declared.why.trim().length, declared.packages[0]).toBeGreaterThan(20);
      if (declared.keptFor) expect(existsSync(declared.keptFor.test)).toBe(true);
    }
  });
});
