// Packages the build treats as free of side effects though their package.json does not say so
// (vite.config.ts, `treeshake.moduleSideEffects`): the bundler drops a module of theirs whose
// exports nothing uses, and with it whatever it would have run on import. Each group says who
// imports them and why nothing of theirs needs to run. A listed package that does run something
// on import would only break a page that uses it, in the production build only: so a module of
// theirs the build keeps must belong to a group that names the page using it and the end-to-end
// test (run against that build) that opens it. The build writes what it kept of them
// (scripts/sideEffectFreePlugin.ts); `node scripts/check-bundle.mjs` fails on what
// `keptProblems` finds. Plain JavaScript, for check-bundle runs in Node without TypeScript.
import { existsSync, readFileSync } from 'node:fs';
import { basename, join, resolve } from 'node:path';

/** @type {readonly import('./sideEffectFree.d.mts').SideEffectFreeGroup[]} */
export const sideEffectFree = [
  {
    packages: ['papaparse'],
    why:
      "Refine's core imports it for its CSV hooks (useImport, useExport), which the console " +
      'does not use (its exports are spreadsheets, src/scaffolds/export); kept, it would ship ' +
      'with every list page',
  },
  {
    packages: ['error-stack-parser', 'stackframe'],
    why:
      "Refine's devtools trace (@refinedev/devtools-internal) is their only user, and it returns " +
      'before reaching them outside development: dead code in a production build (1.8 kB gz)',
  },
  {
    packages: [
      'react-markdown',
      'remark-[^/]+',
      'micromark[^/]*',
      'mdast-[^/]+',
      'unist-[^/]+',
      'property-information',
      'unified',
      'vfile[^/]*',
      'space-separated-tokens',
      'comma-separated-tokens',
      'bail',
      'trough',
      'is-plain-obj',
      'ccount',
      'markdown-table',
      'parse-entities',
      'style-to-object',
      'inline-style-parser',
      'repeat-string',
      'mdurl',
    ],
    why:
      '@refinedev/antd imports react-markdown, and through it the unified and micromark stack, ' +
      'for its MarkdownField, which the console does not use (messages are drawn by ' +
      'src/pages/news/lightMarkdown.ts): 41 kB gz on every list page. Their modules define ' +
      'functions and tables and change nothing outside them',
  },
];

/** The package a module belongs to: the folder after its last node_modules, if any. */
export function packageName(id) {
  const parts = id.split(/(?:^|[\\/])node_modules[\\/]/);
  if (parts.length < 2) return undefined;
  const path = parts[parts.length - 1].split(/[\\/]/);
  return path[0].startsWith('@') ? `${path[0]}/${path[1]}` : path[0];
}

/** The pattern under which a module's package is listed in `list`, if it is. */
export function listedAs(id, list = sideEffectFree) {
  const name = packageName(id);
  if (name === undefined) return undefined;
  for (const group of list) {
    for (const pattern of group.packages) {
      if (new RegExp(`^(?:${pattern})$`).test(name)) return pattern;
    }
  }
  return undefined;
}

/**
 * `treeshake.moduleSideEffects` for `list`: false for a module of a listed package. The first
 * answer for a package is remembered (the bundler asks for each of its thousands of modules).
 */
export function moduleSideEffects(list = sideEffectFree) {
  const answers = new Map();
  return (id) => {
    const name = packageName(id);
    if (name === undefined) return true;
    if (!answers.has(name)) answers.set(name, listedAs(id, list) === undefined);
    return answers.get(name);
  };
}

/** Where the build of `outDir` writes its report: outside what is served, in node_modules. */
export function reportPath(outDir, root = process.cwd()) {
  return resolve(root, 'node_modules/.cache/side-effect-free', `${basename(outDir)}.json`);
}

/** What is wrong in a build's report: each problem in a sentence. */
export function keptProblems(report, list = sideEffectFree, root = process.cwd()) {
  const problems = [];
  for (const group of list) {
    for (const pattern of group.packages) {
      if (!report.marked[pattern]) {
        problems.push(
          `"${pattern}" is marked side-effect free but no module of the build belongs to it: ` +
            'remove it from scripts/sideEffectFree.mjs.',
        );
      }
    }
  }
  const keptBy = new Map();
  for (const id of report.kept) {
    const pattern = listedAs(id, list);
    const group = list.find((candidate) => candidate.packages.includes(pattern));
    if (!group)
      problems.push(`${id} is reported as kept, but its package is not listed: build again.`);
    else keptBy.set(group, [...(keptBy.get(group) ?? []), id]);
  }
  for (const [group, ids] of keptBy) {
    const packages = [...new Set(ids.map(packageName))].join(', ');
    const what = `${ids.length} module(s) of ${packages} (${ids[0]}…)`;
    const keptFor = group.keptFor;
    if (!keptFor) {
      problems.push(
        `The bundle keeps ${what}, marked side-effect free: a page uses them. Name that page and ` +
          "the e2e test that opens it in their group's `keptFor` (scripts/sideEffectFree.mjs), " +
          'or stop marking them.',
      );
    } else if (!existsSync(resolve(root, keptFor.test))) {
      problems.push(
        `The bundle keeps ${what} for ${keptFor.page}, but ${keptFor.test} is missing.`,
      );
    } else if (!readFileSync(resolve(root, keptFor.test), 'utf8').includes(keptFor.page)) {
      problems.push(
        `The bundle keeps ${what} for ${keptFor.page}, which ${keptFor.test} never opens.`,
      );
    }
  }
  for (const call of report.nameCalls) {
    if (!call.helper) {
      problems.push(
        `${call.module} calls __name, which the build marks pure (manualPureFunctions), without ` +
          "defining it as the bundlers' helper that only names a function: the calls it drops " +
          'may have done more.',
      );
    }
  }
  return problems;
}

/** Checks the build in `outDir` by the report its build wrote; [] when all is well. */
export function checkSideEffectFree(outDir, list = sideEffectFree, root = process.cwd()) {
  const path = reportPath(outDir, root);
  if (!existsSync(path)) {
    return [`No report of what the build kept of the side-effect free packages (${path}).`];
  }
  const report = JSON.parse(readFileSync(path, 'utf8'));
  const versionFile = join(resolve(root, outDir), 'version.json');
  const version = existsSync(versionFile)
    ? JSON.parse(readFileSync(versionFile, 'utf8')).version
    : null;
  if (report.version !== version) {
    return [`${path} is about another build than ${outDir}/ (version ${report.version}).`];
  }
  return keptProblems(report, list, root);
}
