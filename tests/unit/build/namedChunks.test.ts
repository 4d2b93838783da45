// @vitest-environment node
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importClosure } from '../../../scripts/importClosure';
import { namedChunks } from '../../../scripts/namedChunksPlugin';

interface Facts {
  code: string;
  importedIds: string[];
  dynamicallyImportedIds: string[];
  isEntry?: boolean;
}

const lib = '/p/node_modules/ui';
/** A small app: a library with an index of re-exports, a console and a mobile part. */
const graph: Record<string, Facts> = {
  [`${lib}/index.js`]: {
    code: "import './global';\nexport { default as Button } from './button';\nexport { default as Form } from './form';\nexport { default as Table } from './table';",
    importedIds: [`${lib}/global.js`, `${lib}/button.js`, `${lib}/form.js`, `${lib}/table.js`],
    dynamicallyImportedIds: [],
  },
  [`${lib}/global.js`]: { code: '', importedIds: [], dynamicallyImportedIds: [] },
  [`${lib}/button.js`]: { code: '', importedIds: [`${lib}/util.js`], dynamicallyImportedIds: [] },
  [`${lib}/form.js`]: { code: '', importedIds: [`${lib}/util.js`], dynamicallyImportedIds: [] },
  [`${lib}/table.js`]: { code: '', importedIds: [], dynamicallyImportedIds: [] },
  [`${lib}/util.js`]: { code: '', importedIds: [], dynamicallyImportedIds: [] },
  '/p/src/main.ts': {
    code: '',
    importedIds: [],
    dynamicallyImportedIds: [resolve('src/console.ts'), resolve('src/mobile.ts')],
    isEntry: true,
  },
  [resolve('src/console.ts')]: {
    code: "import { Form, Table } from 'ui';\nimport { shared } from './shared';",
    importedIds: [`${lib}/index.js`, resolve('src/shared.ts')],
    dynamicallyImportedIds: [],
  },
  [resolve('src/mobile.ts')]: {
    code: "import { Button } from 'ui';\nimport { shared } from './shared';\nimport { card } from './card';",
    importedIds: [`${lib}/index.js`, resolve('src/shared.ts'), resolve('src/card.ts')],
    dynamicallyImportedIds: [],
  },
  [resolve('src/card.ts')]: { code: '', importedIds: [], dynamicallyImportedIds: [] },
  [resolve('src/shared.ts')]: { code: '', importedIds: [], dynamicallyImportedIds: [] },
};
const factsOf = (id: string) => graph[id];

describe('the import closure', () => {
  it("follows only the parts a module imports by name through a library's index", () => {
    const reached = importClosure(factsOf, [resolve('src/mobile.ts')]);
    expect([...reached].sort()).toEqual(
      [
        resolve('src/mobile.ts'),
        resolve('src/shared.ts'),
        resolve('src/card.ts'),
        `${lib}/global.js`,
        `${lib}/button.js`,
        `${lib}/util.js`,
      ].sort(),
    );
  });

  it('follows the whole index for a namespace import', () => {
    const whole = { ...graph };
    whole[resolve('src/mobile.ts')] = {
      ...graph[resolve('src/mobile.ts')]!,
      code: "import * as ui from 'ui';",
    };
    const reached = importClosure((id) => whole[id], [resolve('src/mobile.ts')]);
    expect(reached).toContain(`${lib}/table.js`);
  });
});

describe('named chunks', () => {
  it('give an apart chunk what only it uses, and what it shares a chunk of its own', () => {
    const { plugin, groups } = namedChunks([
      { name: 'console', roots: ['src/console.ts'] },
      { name: 'mobile', roots: ['src/mobile.ts'], apart: true },
    ]);
    const context = {
      getModuleIds: () => Object.keys(graph)[Symbol.iterator](),
      getModuleInfo: (id: string) => (graph[id] ? { id, isEntry: false, ...graph[id] } : null),
      error: (message: string) => {
        throw new Error(message);
      },
    };
    (plugin.buildEnd as (this: typeof context) => void).call(context);
    const chunkOf = (id: string) =>
      groups.filter((group) => group.test(id)).map((group) => group.name);
    expect(chunkOf(resolve('src/card.ts'))).toEqual(['mobile']);
    expect(chunkOf(`${lib}/form.js`)).toEqual(['console']);
    // The console's chunk reads the library's index whole: the button is shared.
    expect(chunkOf(`${lib}/button.js`)).toEqual(['console-mobile']);
    // Shared by both: in a chunk both load, not in the console's.
    expect(chunkOf(resolve('src/shared.ts'))).toEqual(['console-mobile']);
    expect(chunkOf(`${lib}/util.js`)).toEqual(['console-mobile']);
    // The mobile part's root stays out of its chunk: loading the chunk does not start it.
    expect(chunkOf(resolve('src/mobile.ts'))).toEqual([]);
    // The shared chunk is chosen before the console's.
    expect(groups.map((group) => group.name).indexOf('console-mobile')).toBeLessThan(
      groups.map((group) => group.name).indexOf('console'),
    );
  });
});
