// @vitest-environment node
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const LIMIT = 300;
const folders = ['src', 'resources', 'schemas', 'demo-backend'];

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : [path];
  });
}

/** The files docs/architecture.md names under "Long files": data tables that are one list. */
function namedLongFiles(): string[] {
  const page = readFileSync('docs/architecture.md', 'utf8');
  const start = page.indexOf('## Long files');
  expect(start, 'docs/architecture.md has a "## Long files" section').toBeGreaterThan(-1);
  const end = page.indexOf('\n## ', start + 1);
  const section = page.slice(start, end < 0 ? undefined : end);
  return [...section.matchAll(/`([\w./-]+\.\w+)`/g)].map((match) => match[1]);
}

describe('the code', () => {
  it(`has no file over ${LIMIT} lines but the data tables docs/architecture.md names`, () => {
    const long = folders
      .flatMap(files)
      .filter((path) => /\.(ts|tsx|mjs|css)$/.test(path))
      .filter((path) => readFileSync(path, 'utf8').split('\n').length > LIMIT);
    const named = namedLongFiles();
    expect(long.filter((path) => !named.includes(path))).toEqual([]);
  });
});
