// @vitest-environment node
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, extname, join, normalize, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The documentation's links lead somewhere: every relative link of README.md and docs/**.md names
 * a file or folder of the repository, and its `#anchor` a heading of that page (GitHub's slugs).
 * Source comments that point at a page (`docs/deploying.md "CSP"`) are checked the same way.
 */

const root = process.cwd();

function filesUnder(dir: string, keep: (path: string) => boolean): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === 'node_modules' || name.startsWith('.')) return [];
    if (statSync(path).isDirectory()) return filesUnder(path, keep);
    return keep(path) ? [path] : [];
  });
}

const pages = ['README.md', ...filesUnder('docs', (path) => path.endsWith('.md'))];

/** The text outside fenced code blocks, line by line (code lines left empty). */
function prose(text: string): string[] {
  let fence: string | null = null;
  return text.split('\n').map((line) => {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || marker.startsWith(fence))) {
      fence = fence === null ? marker : null;
      return '';
    }
    return fence === null ? line : '';
  });
}

/** GitHub's anchor of a heading: lower case, punctuation dropped, each space a hyphen. */
export function slug(heading: string): string {
  return heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/[`*~]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors of a page's headings, repeats numbered as GitHub numbers them (`-1`, `-2`). */
function anchorsOf(text: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of prose(text)) {
    const heading = /^#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const base = slug(heading);
    const count = seen.get(base) ?? 0;
    seen.set(base, count + 1);
    anchors.add(count === 0 ? base : `${base}-${count}`);
  }
  return anchors;
}

/** The link targets of a Markdown page, outside code blocks and code spans. */
function linksOf(text: string): string[] {
  const body = prose(text)
    .join('\n')
    .replace(/(`+)[\s\S]*?\1/g, '');
  const links = /!?\[(?:[^[\]]|\[[^\]]*\])*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
  return [...body.matchAll(links)].map((match) => match[1]);
}

const read = (path: string) => readFileSync(path, 'utf8');

/** Why a link from a page does not resolve, or null when it does. */
function problemOf(from: string, target: string): string | null {
  if (/^[a-z][a-z\d+.-]*:/i.test(target) || target.startsWith('//')) return null;
  const [path, anchor] = target.split('#', 2) as [string, string | undefined];
  const file = path ? normalize(join(dirname(from), decodeURI(path))) : from;
  if (relative(root, join(root, file)).startsWith('..')) return 'leads out of the repository';
  if (!existsSync(file)) return `${file} does not exist`;
  if (anchor === undefined) return null;
  if (extname(file) !== '.md') return `#${anchor} on a file that is not Markdown`;
  const anchors = anchorsOf(read(file));
  return anchors.has(decodeURIComponent(anchor).toLowerCase())
    ? null
    : `${file} has no heading #${anchor}`;
}

describe('links of README.md and docs/', () => {
  it('finds the pages and their links', () => {
    expect(pages).toContain('docs/architecture.md');
    expect(linksOf(read('README.md'))).toContain('docs/architecture.md');
  });

  it('slugs headings as GitHub does', () => {
    expect(slug('The mobile pages (/h5/)')).toBe('the-mobile-pages-h5');
    expect(slug('Checking a backend against the contract')).toBe(
      'checking-a-backend-against-the-contract',
    );
    expect(slug("The reseller's wallet top-up")).toBe('the-resellers-wallet-top-up');
    expect(slug('Nothing lost, one call per save')).toBe('nothing-lost-one-call-per-save');
    expect(slug('`npm run bench`: budgets')).toBe('npm-run-bench-budgets');
  });

  it.each(pages)('%s: every relative link resolves', (page) => {
    const broken = linksOf(read(page)).flatMap((target) => {
      const problem = problemOf(page, target);
      return problem ? [`(${target}): ${problem}`] : [];
    });
    expect(broken).toEqual([]);
  });
});

describe('pages named in source comments', () => {
  const sources = ['src', 'resources', 'schemas', 'demo-backend', 'scripts', 'tests'].flatMap(
    (dir) => filesUnder(dir, (path) => /\.(ts|tsx|mjs|js|cjs|css)$/.test(path)),
  );

  it('name pages and sections that exist', () => {
    const broken: string[] = [];
    for (const file of sources) {
      for (const match of read(file).matchAll(/\bdocs\/([\w/-]+\.md)(?: "([^"\n]+)")?/g)) {
        const [reference, page, section] = match;
        const path = join('docs', page);
        if (!existsSync(path)) broken.push(`${file}: ${reference}: no such page`);
        else if (section && !anchorsOf(read(path)).has(slug(section)))
          broken.push(`${file}: ${reference}: no such section`);
      }
    }
    expect(broken).toEqual([]);
  });
});
