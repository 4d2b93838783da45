import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/** A fresh copy of the module (it keeps its styles per document). */
const load = async () => {
  vi.resetModules();
  return import('@/ui/runtimeStyles');
};

/** A constructed stylesheet as far as the module uses one. */
class FakeSheet {
  text = '';
  replaceSync(text: string) {
    this.text = text;
  }
}

describe('run-time styles as constructed stylesheets (what a strict CSP allows)', () => {
  let adopted: FakeSheet[];
  beforeEach(() => {
    adopted = [];
    vi.stubGlobal('CSSStyleSheet', FakeSheet);
    Object.defineProperty(Document.prototype, 'adoptedStyleSheets', {
      configurable: true,
      get: () => adopted,
      set: (sheets: FakeSheet[]) => {
        adopted = sheets;
      },
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    delete (Document.prototype as { adoptedStyleSheets?: unknown }).adoptedStyleSheets;
    document.head.innerHTML = '';
  });

  const texts = () => adopted.map((sheet) => sheet.text);

  it('adds no <style> element, and keeps rc-util’s order: prepend, queue by priority, append', async () => {
    const { updateCSS } = await load();
    const foreign = new FakeSheet();
    adopted = [foreign];
    updateCSS('.component{}', 'component', { prepend: 'queue', priority: 0, mark: 'css' });
    updateCSS('.locker{}', 'locker');
    updateCSS('.tokens{}', 'tokens', { prepend: 'queue', priority: -999, mark: 'css' });
    updateCSS('.later{}', 'later', { prepend: 'queue', priority: 0, mark: 'css' });
    updateCSS('.icons{}', 'icons', { prepend: true });
    expect(adopted[0]).toBe(foreign);
    expect(texts().slice(1)).toEqual([
      '.icons{}',
      '.tokens{}',
      '.component{}',
      '.later{}',
      '.locker{}',
    ]);
    expect(document.querySelectorAll('style')).toHaveLength(0);
  });

  it('replaces a style by its key and mark, and removes it', async () => {
    const { removeCSS, updateCSS } = await load();
    const node = updateCSS('html body{overflow-y:hidden}', 'lock-1');
    expect(node.getAttribute('rc-util-key')).toBe('lock-1');
    expect(updateCSS('html body{overflow-y:hidden;width:90%}', 'lock-1')).toBe(node);
    updateCSS('.same-key-other-mark{}', 'lock-1', { mark: 'css' });
    expect(texts()).toEqual(['html body{overflow-y:hidden;width:90%}', '.same-key-other-mark{}']);
    removeCSS('lock-1');
    expect(texts()).toEqual(['.same-key-other-mark{}']);
    removeCSS('absent');
    expect(texts()).toEqual(['.same-key-other-mark{}']);
  });
});

describe('run-time styles in a browser without constructed stylesheets', () => {
  afterEach(() => {
    document.head.innerHTML = '';
  });

  it('falls back to <style> elements in the same order, with the nonce given', async () => {
    const { removeCSS, updateCSS } = await load();
    document.head.innerHTML = '<link rel="stylesheet" href="/assets/index.css">';
    updateCSS('.component{}', 'component', { prepend: 'queue', mark: 'css' });
    updateCSS('.locker{}', 'locker');
    updateCSS('.tokens{}', 'tokens', { prepend: 'queue', priority: -999, mark: 'css' });
    updateCSS('.icons{}', 'icons', { prepend: true, csp: { nonce: 'n0nce' } });
    const children = [...document.head.children];
    expect(children.map((child) => child.textContent || child.tagName)).toEqual([
      '.icons{}',
      '.tokens{}',
      '.component{}',
      '.locker{}',
      'LINK',
    ]);
    expect((children[0] as HTMLStyleElement).nonce).toBe('n0nce');
    updateCSS('.component{color:red}', 'component', { mark: 'css' });
    expect(document.head.children[2].textContent).toBe('.component{color:red}');
    removeCSS('tokens', { mark: 'css' });
    expect(document.querySelectorAll('style')).toHaveLength(3);
  });
});
