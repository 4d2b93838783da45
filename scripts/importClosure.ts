import { dirname, resolve } from 'node:path';

interface ModuleFacts {
  code: string | null;
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}
type FactsOf = (id: string) => ModuleFacts | null | undefined;

const statement =
  /^(?:import\s*['"][^'"]+['"]|export\s*(?:\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*['"][^'"]+['"])\s*;?$/;
const reexport =
  /export\s*(\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*['"]([^'"]+)['"]|import\s*['"]([^'"]+)['"]/g;

/** The names in `{ a, b as c, default as D }` that come from the other module (a, b, default). */
const importedNames = (list: string) =>
  list
    .split(',')
    .map((part) =>
      part
        .trim()
        .split(/\s+as\s+/)[0]!
        .trim(),
    )
    .filter(Boolean);

/** The names in `{ a, b as c }` as this module exports them (a, c). */
const exportedNames = (list: string) =>
  list
    .split(',')
    .map((part) =>
      part
        .trim()
        .split(/\s+as\s+/)
        .pop()!
        .trim(),
    )
    .filter(Boolean);

/**
 * A library's index that only re-exports its parts (`export { default as Button } from
 * './button'`): its parts by the names they give, and the files it imports for their effect.
 */
function readIndex(code: string) {
  const body = code
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/^\s*\/\/.*$/gm, '')
    .split(/;|\n/)
    .map((line) => line.trim())
    .filter(Boolean);
  if (!body.length || !body.every((line) => statement.test(line))) return null;
  const parts: { names: string[] | 'all'; from: string }[] = [];
  const effects: string[] = [];
  for (const [, list, from, effect] of code.matchAll(reexport)) {
    if (effect) effects.push(effect);
    else
      parts.push({
        names: list!.startsWith('{') ? exportedNames(list!.slice(1, -1)) : 'all',
        from: from!,
      });
  }
  return { parts, effects };
}

const importStatement =
  /(?:import|export)\s*([\w$]+\s*,\s*)?(\*\s*as\s+[\w$]+|\{[^}]*\}|[\w$]+)?\s*from\s*['"]([^'"]+)['"]/g;

/** What a module imports by name from a package (`import { Button } from 'antd-mobile'`). */
function namesImportedBy(code: string | null) {
  const byPackage = new Map<string, Set<string> | 'all'>();
  for (const [, defaultName, clause, from] of (code ?? '').matchAll(importStatement)) {
    if (from!.startsWith('.') || from!.startsWith('/')) continue;
    const known = byPackage.get(from!);
    if (known === 'all') continue;
    if (defaultName || !clause?.startsWith('{')) byPackage.set(from!, 'all');
    else {
      const names = known ?? new Set<string>();
      importedNames(clause.slice(1, -1)).forEach((name) => names.add(name));
      byPackage.set(from!, names);
    }
  }
  /** The names taken from the module `id`, when it is the index of a package named in imports. */
  return (id: string): Set<string> | 'all' => {
    for (const [name, names] of byPackage) {
      if (id.includes(`/node_modules/${name}/`)) return names;
    }
    return 'all';
  };
}

/**
 * The modules `roots` import, statically (and dynamically too when asked), not entering `avoid`.
 * Through a library's index of re-exports only the parts imported by name are followed, as the
 * bundler does: `import { Button } from 'antd-mobile'` reaches antd-mobile's button, not its
 * calendar. Such an index is not in the result (it would bring every part with it in a chunk).
 */
export function importClosure(
  factsOf: FactsOf,
  roots: readonly string[],
  { dynamic = false, avoid = new Set<string>() }: { dynamic?: boolean; avoid?: Set<string> } = {},
): Set<string> {
  const seen = new Set<string>();
  const indexes = new Map<string, ReturnType<typeof readIndex>>();
  const indexOf = (id: string) => {
    if (!indexes.has(id))
      indexes.set(id, /node_modules/.test(id) ? readIndex(factsOf(id)?.code ?? '') : null);
    return indexes.get(id)!;
  };
  /** The imported id a relative specifier of `from` names (with or without extension, /index). */
  const target = (from: string, specifier: string) => {
    const base = resolve(dirname(from), specifier);
    return factsOf(from)?.importedIds.find(
      (id) => id === base || id.startsWith(`${base}.`) || id.startsWith(`${base}/index.`),
    );
  };
  const stack: [string, Set<string> | 'all'][] = roots.map((root) => [root, 'all']);
  /** Indexes of which only some parts were followed, with the names followed so far. */
  const partly = new Map<string, Set<string>>();
  const whole = new Set<string>();
  while (stack.length) {
    const [id, names] = stack.pop()!;
    if (avoid.has(id) || whole.has(id)) continue;
    const index = indexOf(id);
    if (index && names !== 'all') {
      const done = partly.get(id) ?? new Set<string>();
      partly.set(id, done);
      const fresh = [...names].filter((name) => !done.has(name));
      if (!fresh.length) continue;
      fresh.forEach((name) => done.add(name));
      for (const effect of index.effects) {
        const found = target(id, effect);
        if (found) stack.push([found, 'all']);
      }
      for (const part of index.parts) {
        const wanted =
          part.names === 'all' ? fresh : fresh.filter((name) => part.names.includes(name));
        const found = wanted.length ? target(id, part.from) : undefined;
        if (found) stack.push([found, part.names === 'all' ? new Set(wanted) : 'all']);
      }
      continue;
    }
    whole.add(id);
    seen.add(id);
    const facts = factsOf(id);
    if (!facts) continue;
    const takenFrom = namesImportedBy(facts.code);
    for (const next of facts.importedIds)
      stack.push([next, indexOf(next) ? takenFrom(next) : 'all']);
    if (dynamic) for (const next of facts.dynamicallyImportedIds) stack.push([next, 'all']);
  }
  return seen;
}
