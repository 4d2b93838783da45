// Stands in for rc-util's `Dom/dynamicCSS` (scripts/libraryPatches.ts puts it in its place), through which
// antd's cssinjs, its icons, the dialogs' scroll lock and rc-table's scrollbar measure add CSS at
// run time.
// rc-util adds a <style> element per style, which a Content-Security-Policy without
// 'unsafe-inline' blocks. Here each style is a constructed stylesheet adopted by the document
// (CSSOM, which CSP does not restrict: only this app's own scripts can write them), so the console
// runs under `style-src 'self'`. Browsers without constructed stylesheets get <style> elements, as
// before. Same exports, order (prepend, queue by priority, append) and keys as rc-util's.

export interface StyleOptions {
  attachTo?: Element | ShadowRoot;
  prepend?: boolean | 'queue';
  priority?: number;
  mark?: string;
  csp?: { nonce?: string };
  styles?: unknown;
}

interface Entry {
  id: string;
  head: boolean;
  priority: number;
  node: HTMLStyleElement;
  sheet?: CSSStyleSheet;
}

type Root = Document | ShadowRoot;

const registry = new WeakMap<Root, Entry[]>();
const constructible = () =>
  typeof CSSStyleSheet === 'function' &&
  'replaceSync' in CSSStyleSheet.prototype &&
  'adoptedStyleSheets' in Document.prototype;

function markOf({ mark }: StyleOptions): string {
  if (!mark) return 'rc-util-key';
  return mark.startsWith('data-') ? mark : `data-${mark}`;
}

function rootOf(option: StyleOptions): Root {
  const root = option.attachTo?.getRootNode();
  return root instanceof ShadowRoot ? root : document;
}

const containerOf = (option: StyleOptions, root: Root): Node =>
  option.attachTo ?? (root instanceof ShadowRoot ? root : (document.head ?? document.body));

/** Where rc-util would put a new style among the others: its order and priority. */
function positionOf(entries: Entry[], option: StyleOptions): number {
  if (!option.prepend) return entries.length;
  if (option.prepend !== 'queue') return 0;
  const priority = option.priority ?? 0;
  let at = 0;
  entries.forEach((entry, index) => {
    if (entry.head && entry.priority <= priority) at = index + 1;
  });
  return at;
}

/** Shows the entries in their order: after the page's own stylesheets, or as <style> elements. */
function place(root: Root, entries: Entry[], added: Entry, option: StyleOptions) {
  if (constructible()) {
    const ours = new Set(entries.map((entry) => entry.sheet));
    const others = root.adoptedStyleSheets.filter((sheet) => !ours.has(sheet));
    root.adoptedStyleSheets = [...others, ...entries.map((entry) => entry.sheet!)];
    return;
  }
  const index = entries.indexOf(added);
  const next = entries[index + 1]?.node;
  const previous = entries[index - 1]?.node;
  const container = containerOf(option, root);
  if (next?.parentNode) next.parentNode.insertBefore(added.node, next);
  else if (previous?.parentNode) previous.parentNode.insertBefore(added.node, previous.nextSibling);
  else container.insertBefore(added.node, option.prepend ? container.firstChild : null);
}

function write(entry: Entry, css: string) {
  if (entry.sheet) entry.sheet.replaceSync(css);
  // The element is only in the document without constructed stylesheets.
  if (entry.node.textContent !== css) entry.node.textContent = css;
}

/** Adds or replaces the style named `key`; returns its <style> element (detached when adopted). */
export function updateCSS(css: string, key: string, option: StyleOptions = {}): HTMLStyleElement {
  const root = rootOf(option);
  const entries = registry.get(root) ?? [];
  registry.set(root, entries);
  const id = `${markOf(option)}:${key}`;
  const existing = entries.find((entry) => entry.id === id);
  if (existing) {
    write(existing, css);
    return existing.node;
  }
  const node = document.createElement('style');
  node.setAttribute(markOf(option), key);
  if (option.csp?.nonce) node.nonce = option.csp.nonce;
  const entry: Entry = {
    id,
    head: Boolean(option.prepend),
    priority: option.priority ?? 0,
    node,
    sheet: constructible() ? new CSSStyleSheet() : undefined,
  };
  write(entry, css);
  entries.splice(positionOf(entries, option), 0, entry);
  place(root, entries, entry, option);
  return node;
}

/** A style without a name, as rc-util's injectCSS. */
export const injectCSS = (css: string, option: StyleOptions = {}): HTMLStyleElement =>
  updateCSS(css, `inject-${Math.random().toString(36).slice(2)}`, option);

export function removeCSS(key: string, option: StyleOptions = {}): void {
  const root = rootOf(option);
  const entries = registry.get(root);
  const index = entries?.findIndex((entry) => entry.id === `${markOf(option)}:${key}`) ?? -1;
  if (!entries || index < 0) return;
  const [entry] = entries.splice(index, 1);
  entry.node.remove();
  if (entry.sheet) {
    root.adoptedStyleSheets = root.adoptedStyleSheets.filter((sheet) => sheet !== entry.sheet);
  }
}

/** rc-util's test helper; nothing is cached here. */
export function clearContainerCache(): void {}
