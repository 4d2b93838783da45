/**
 * Stands in for `qs`, which Refine and its react-router bindings import to read and write list
 * state in the address (scripts/libraryPatches.ts puts it in the package's place). The console writes its own
 * readable list addresses (src/app/routerProvider.tsx), so Refine's calls only ever see flat
 * params; this keeps what those calls rely on (bracketed keys such as `filters[0][field]` read
 * into objects and arrays and written back, `addQueryPrefix`, `skipNulls`, `encode`) in 1 kB
 * instead of the package's 6 kB gz on every console page.
 */
type Tree = { [key: string]: Value };
type Value = string | Value[] | Tree;

interface ParseOptions {
  ignoreQueryPrefix?: boolean;
}

interface StringifyOptions {
  addQueryPrefix?: boolean;
  skipNulls?: boolean;
  encode?: boolean;
}

/** `filters[0][field]` → `['filters', '0', 'field']`. */
const pathOf = (key: string) => {
  const [head = '', ...rest] = key.split('[');
  return rest.length && rest.every((part) => part.endsWith(']'))
    ? [head, ...rest.map((part) => part.slice(0, -1))]
    : [key];
};

/** Objects whose keys are all small indices become arrays, as qs makes them. */
function arraysIn(value: Value): Value {
  if (typeof value === 'string' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  const entries = keys.map((key) => [key, arraysIn(value[key] as Value)] as const);
  if (keys.length && keys.every((key) => /^\d+$/.test(key) && Number(key) <= 20))
    return entries.sort((a, b) => Number(a[0]) - Number(b[0])).map(([, item]) => item);
  return Object.fromEntries(entries);
}

export function parse(text: string, options: ParseOptions = {}): Tree {
  const source = options.ignoreQueryPrefix ? text.replace(/^\?/, '') : text;
  const root: Tree = {};
  for (const [key, value] of new URLSearchParams(source)) {
    const path = pathOf(key);
    let node = root;
    for (const part of path.slice(0, -1)) {
      const next = node[part];
      if (!next || typeof next !== 'object' || Array.isArray(next)) node[part] = {};
      node = node[part] as Tree;
    }
    const last = path[path.length - 1] ?? '';
    const held = node[last];
    node[last] = held === undefined ? value : ([] as Value[]).concat(held, value);
  }
  return arraysIn(root) as Tree;
}

export function stringify(value: unknown, options: StringifyOptions = {}): string {
  const encode = options.encode === false ? (text: string) => text : encodeURIComponent;
  const parts: string[] = [];
  const walk = (key: string, item: unknown) => {
    if (item === undefined || (item === null && options.skipNulls)) return;
    if (item instanceof Date) item = item.toISOString();
    if (item !== null && typeof item === 'object') {
      for (const [child, inner] of Object.entries(item))
        walk(key ? `${key}[${child}]` : child, inner);
      return;
    }
    parts.push(`${encode(key)}=${encode(item === null ? '' : String(item))}`);
  };
  walk('', value);
  const text = parts.join('&');
  return text && options.addQueryPrefix ? `?${text}` : text;
}

export default { parse, stringify };
