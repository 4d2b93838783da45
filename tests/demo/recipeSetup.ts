import { execFileSync, spawn } from 'node:child_process';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import type { TestProject } from 'vitest/node';
import { securityHeaders } from '../../scripts/securityHeaders.mjs';
import { startStaticServer } from '../../scripts/staticServer.mjs';
import { recipeBlocks, withRecipeRows, writeBlock } from '../support/recipe';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The browser demo built from a copy of the project with the recipe applied. */
    recipeBaseURL: string;
  }
}

const RULES = 'src/access/rules.ts';

/**
 * The project's tracked files, as they are in the work tree, copied to `copy`; `node_modules` is
 * linked entry by entry, so that what a build writes there for itself (vite's bundled config,
 * in node_modules/.vite-temp) stays in the copy.
 */
function copyProject(copy: string) {
  const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
    .split('\0')
    .filter(Boolean);
  for (const file of tracked) {
    // A tracked file deleted in the work tree is not part of it.
    if (!existsSync(file)) continue;
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    copyFileSync(file, join(copy, file));
  }
  mkdirSync(join(copy, 'node_modules'));
  for (const entry of readdirSync('node_modules')) {
    if (entry.startsWith('.') && entry !== '.bin') continue;
    symlinkSync(resolve('node_modules', entry), join(copy, 'node_modules', entry));
  }
}

/**
 * docs/adding-a-resource.md's recipe applied to the copy as a reader would: the schema and the
 * resource written to the files their first line names, the locale patch merged by
 * scripts/merge-locales.mjs, the rights rows pasted at the ends of the arrays the block names.
 */
function applyRecipe(copy: string, scratch: string) {
  const blocks = recipeBlocks();
  const patch = blocks.filter((block) => block.language === 'json');
  const rights = blocks.filter((block) => block.file === RULES);
  const files = blocks.filter((block) => block.file !== undefined && block.file !== RULES);
  if (patch.length !== 1 || rights.length !== 1 || files.length === 0) {
    throw new Error('the recipe is not files, one locale patch and one rights block');
  }
  for (const block of files) writeBlock(block, block.text, copy);
  const patchFile = join(scratch, 'patch.json');
  writeFileSync(patchFile, patch[0].text);
  execFileSync(process.execPath, ['scripts/merge-locales.mjs', patchFile], { cwd: copy });
  writeBlock(rights[0], withRecipeRows(rights[0], readFileSync(join(copy, RULES), 'utf8')), copy);
}

/** `npx vite build --mode demo` in the copy: its dist-demo/. */
function buildDemo(copy: string): Promise<void> {
  // The build as a shell runs it, not as a test: vitest's NODE_ENV=test would make it a
  // development bundle.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^(NODE_ENV|TEST|VITEST(_\w+)?)$/.test(name)),
  );
  return new Promise((done, fail) => {
    const child = spawn('npx', ['vite', 'build', '--mode', 'demo'], { cwd: copy, env });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', fail);
    child.on('close', (code) => {
      if (code === 0) done();
      else fail(new Error(`the recipe's demo build failed (${code}):\n${output.slice(-4000)}`));
    });
  });
}

/**
 * The browser demo with docs/adding-a-resource.md's recipe applied, for tests/demo/recipe.e2e.ts:
 * the project's tracked files copied to a scratch folder, the recipe followed there as written,
 * the demo built there and served as globalSetup.ts serves dist-demo/. Nothing is written to the
 * project; the scratch folder is removed afterwards. One more demo build: about a minute.
 */
export default async function setup(project: TestProject) {
  const started = performance.now();
  const scratch = mkdtempSync(join(tmpdir(), 'adconsole-recipe-'));
  const copy = join(scratch, 'project');
  try {
    copyProject(copy);
    applyRecipe(copy, scratch);
    await buildDemo(copy);
    const server = await startStaticServer(join(copy, 'dist-demo'), { headers: securityHeaders });
    project.provide('recipeBaseURL', server.url);
    const seconds = ((performance.now() - started) / 1000).toFixed(0);
    console.log(`The recipe's demo (tests/demo/recipe.e2e.ts) built in ${seconds} s`);
    return async () => {
      await server.close();
      rmSync(scratch, { recursive: true, force: true });
    };
  } catch (error) {
    rmSync(scratch, { recursive: true, force: true });
    throw error;
  }
}
