import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The recipe of docs/adding-a-resource.md as tests/integration/recipe.test.tsx follows it: the
 * fenced blocks of its "## The recipe" section, each written to the file its first line names,
 * under a scratch folder that mirrors the repository (one per test process, so that two runs do
 * not share it). tests/demo/recipeSetup.ts applies the same blocks to a scratch copy of the
 * project, for the browser demo.
 */
export const recipeRoot = join(process.cwd(), 'tests', '.recipe', String(process.pid));

export interface RecipeBlock {
  language: string;
  /** The file its first line names (`// schemas/supplier.ts`), if it names one. */
  file?: string;
  text: string;
}

/** The section "## The recipe" of docs/adding-a-resource.md. */
function recipeSection(): string {
  const page = readFileSync('docs/adding-a-resource.md', 'utf8');
  const start = page.indexOf('## The recipe');
  if (start < 0) throw new Error('docs/adding-a-resource.md has no "## The recipe" section');
  const end = page.indexOf('\n## ', start + 1);
  return page.slice(start, end < 0 ? undefined : end);
}

/** The recipe's numbered steps, by their bold titles (`1. **Schema**`). */
export function recipeSteps(): string[] {
  return [...recipeSection().matchAll(/^\d+\. \*\*(.+?)\*\*/gm)].map(([, title]) => title);
}

/** The fenced blocks of the recipe, in order, without their indentation. */
export function recipeBlocks(): RecipeBlock[] {
  return [...recipeSection().matchAll(/^( *)```(\w+)\n([\s\S]*?)^\1```/gm)].map(
    ([, indent, language, body]) => {
      const text = body
        .split('\n')
        .map((line) => line.slice(indent.length))
        .join('\n');
      return { language, file: /^\/\/ (\S+\.ts)\n/.exec(text)?.[1], text };
    },
  );
}

/**
 * Writes a block to the file it names under `root` (by default the scratch folder); answers that
 * file's path.
 */
export function writeBlock(block: RecipeBlock, text = block.text, root = recipeRoot): string {
  if (!block.file) throw new Error(`a ${block.language} block of the recipe names no file`);
  const path = join(root, block.file);
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, text);
  return path;
}

/**
 * src/access/rules.ts (the text `file`) as it reads once the recipe's rights block is followed:
 * each group of rows after a line `// At the end of <array>` goes at the end of that array
 * (`areaRules`, `operationRules`), indented as the file indents its rows.
 */
export function withRecipeRows(block: RecipeBlock, file: string): string {
  if (block.file !== 'src/access/rules.ts') throw new Error('not the rights block of the recipe');
  const rows = new Map<string, string[]>();
  let into: string[] | undefined;
  for (const line of block.text.split('\n').slice(1)) {
    const marker = /^\/\/ At the end of (\w+)\b/.exec(line);
    if (marker) rows.set(marker[1], (into = []));
    else if (line.trim()) {
      if (!into) throw new Error(`the rights block says where to add "${line}" too late`);
      into.push(line);
    }
  }
  if (rows.size === 0) throw new Error('the rights block says at the end of no array');
  let text = file;
  for (const [array, lines] of rows) {
    const start = text.indexOf(`export const ${array}: `);
    const end = text.indexOf('\n];\n', start);
    if (start < 0 || end < 0) throw new Error(`src/access/rules.ts has no array ${array}`);
    const added = lines.map((line) => `  ${line}`).join('\n');
    text = `${text.slice(0, end + 1)}${added}\n${text.slice(end + 1)}`;
  }
  return text;
}

/**
 * src/access/rules.ts with the recipe's rows (`withRecipeRows`), written to the scratch folder
 * (its relative imports made absolute) and its path answered; the recipe's test has the app load
 * it in place of the real file, so the rows apply to the menu, the page guard, the data layer and
 * the demo backend alike.
 */
export function writeRulesWithRecipeRows(block: RecipeBlock): string {
  const file = withRecipeRows(block, readFileSync('src/access/rules.ts', 'utf8'));
  return writeBlock(block, file.replace(/from '\.\/([\w/]+)'/g, "from '@/access/$1'"));
}
