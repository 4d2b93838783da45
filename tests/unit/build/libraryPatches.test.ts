// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import semver from 'semver';
import { build } from 'vite';
import {
  libraryPatches,
  libraryPatchesPlugin,
  type LibraryPatch,
} from '../../../scripts/libraryPatches';

const sandbox = mkdtempSync(join(tmpdir(), 'patches-'));
afterAll(() => rmSync(sandbox, { recursive: true, force: true }));

/** A project whose page imports `fixture-lib` 1.2.0, and a stand-in for the library's module. */
function project(): string {
  const dir = mkdtempSync(join(sandbox, 'project-'));
  const files: Record<string, string> = {
    'node_modules/fixture-lib/package.json': JSON.stringify({
      name: 'fixture-lib',
      version: '1.2.0',
      main: 'index.js',
    }),
    'node_modules/fixture-lib/index.js': "export const word = 'original';\n",
    'main.js': "import { word } from 'fixture-lib';\nconsole.log(word);\n",
    'standIn.js': "export const word = 'stand-in';\n",
  };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return dir;
}

function patch(dir: string, change: Partial<LibraryPatch> = {}): LibraryPatch {
  return {
    replaces: "fixture-lib's index",
    package: 'fixture-lib',
    versions: '^1.0.0',
    specifier: 'fixture-lib',
    module: /[\\/]fixture-lib[\\/]index\.js$/,
    replacement: join(dir, 'standIn.js'),
    why: 'a test',
    gain: 'none',
    ...change,
  };
}

/** Builds the project with `patches`: the bundle's code. */
async function bundle(dir: string, patches: LibraryPatch[]): Promise<string> {
  const output = await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: [libraryPatchesPlugin(patches)],
    build: { write: false, minify: false, rollupOptions: { input: join(dir, 'main.js') } },
  });
  const results = Array.isArray(output) ? output : [output];
  return results
    .flatMap((result) => ('output' in result ? result.output : []))
    .map((chunk) => ('code' in chunk ? chunk.code : ''))
    .join('\n');
}

describe('the library patches', () => {
  it('replace the declared module of a version in range', async () => {
    const dir = project();
    const code = await bundle(dir, [patch(dir)]);
    expect(code).toContain('stand-in');
    expect(code).not.toContain('original');
  });

  it('fail the build when the installed library is outside the range', async () => {
    const dir = project();
    await expect(bundle(dir, [patch(dir, { versions: '^2.0.0' })])).rejects.toThrow(
      /written for fixture-lib \^2\.0\.0, but fixture-lib 1\.2\.0 is installed/,
    );
  });

  it('fail the build when a declared replacement finds nothing to replace', async () => {
    const dir = project();
    const moved = patch(dir, { module: /[\\/]fixture-lib[\\/]gone\.js$/ });
    await expect(bundle(dir, [moved])).rejects.toThrow(/found nothing to replace/);
  });

  it('each say what they replace, why, their gain and a valid version range', () => {
    for (const declared of libraryPatches) {
      for (const text of [declared.replaces, declared.why, declared.gain]) {
        expect(text.trim().length, declared.replaces).toBeGreaterThan(3);
      }
      expect(semver.validRange(declared.versions), declared.replaces).not.toBeNull();
    }
  });
});
