// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { consoleTheme } from '@/ui/antdTheme';
import { cssVariableOf, cssVariablesOf } from '@/ui/ThemeCssVariables';
import { contrastRatio, sameColour } from '../../support/contrast';

type Token = ReturnType<typeof theme.getDesignToken>;
type ColourToken = keyof Token;

/** A token's value by name (a CSS variable's token name is any string here). */
const colourOf = (token: Token, name: string): string =>
  String((token as unknown as Record<string, unknown>)[name]);

/**
 * Text on the surfaces antd's components (and ours) draw it on: [text, surface, where].
 * Translucent surfaces are composited on white.
 */
const pairs: [ColourToken, ColourToken, string][] = [
  ['colorText', 'colorBgLayout', 'page text'],
  ['colorTextSecondary', 'colorBgLayout', 'secondary text on the page'],
  ['colorTextTertiary', 'colorBgContainer', 'hints, breadcrumb, statistic titles'],
  ['colorTextTertiary', 'colorBgLayout', 'result subtitles on the page'],
  ['colorTextTertiary', 'colorFillAlter', 'a table header, a descriptions label'],
  ['colorTextTertiary', 'colorPrimaryBg', 'hints in a selected row'],
  ['colorTextDescription', 'colorBgContainer', 'descriptions, subtitles'],
  ['colorTextDescription', 'colorBgLayout', 'descriptions on the page'],
  ['colorPrimary', 'colorBgContainer', 'the active tab, a selected menu group'],
  ['colorPrimary', 'colorPrimaryBg', 'the selected menu item'],
  ['colorTextLightSolid', 'colorPrimary', 'a primary button'],
  ['colorTextLightSolid', 'colorPrimaryHover', 'a primary button under the pointer'],
  ['colorTextLightSolid', 'colorPrimaryActive', 'a primary button pressed'],
  ['colorTextLightSolid', 'colorError', 'a danger button'],
  ['colorPrimaryHover', 'colorBgContainer', 'a text button under the pointer'],
  ['colorLink', 'colorBgContainer', 'links, link buttons, row actions'],
  ['colorLink', 'colorFillAlter', 'row actions in a hovered row'],
  ['colorLink', 'colorPrimaryBg', 'row actions in a selected row'],
  ['colorLinkHover', 'colorBgContainer', 'a link under the pointer'],
  ['colorLinkActive', 'colorBgContainer', 'a link pressed'],
  ['colorError', 'colorBgContainer', 'form error messages'],
  ['colorError', 'colorErrorBg', 'an error tag'],
  ['colorSuccess', 'colorBgContainer', 'success text'],
  ['colorSuccess', 'colorSuccessBg', 'a success tag'],
  ['colorWarning', 'colorBgContainer', 'form warnings'],
  ['colorWarning', 'colorWarningBg', 'a warning tag'],
  ['colorInfo', 'colorInfoBg', 'a processing tag'],
];

const consoleToken = theme.getDesignToken(consoleTheme);

/** The pairs below 4.5:1 under a theme's tokens, with their ratio. */
function shortfalls(token: Token) {
  return pairs
    .map(([text, surface, where]) => ({
      pair: `${text} on ${surface} (${where})`,
      ratio: Number(contrastRatio(colourOf(token, text), colourOf(token, surface)).toFixed(2)),
    }))
    .filter(({ ratio }) => ratio < 4.5);
}

/** Every `var(--console-…, fallback)` in the app's CSS and inline styles. */
function cssVariableUses() {
  const files = (readdirSync('src', { recursive: true }) as string[])
    .filter((path) => /\.(css|tsx?)$/.test(path))
    .map((path) => join('src', path));
  const use = /var\((--console-[a-z0-9-]+),\s*((?:[^()]|\([^()]*\))+)\)/g;
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(use)].map(([, name, fallback]) => ({
      file,
      name,
      fallback: fallback.trim(),
    })),
  );
}

/** The variables ThemeCssVariables writes for the console theme, by name: their token. */
const tokenByVariable = new Map(
  Object.keys(consoleToken)
    .filter((name) => cssVariablesOf(consoleToken).includes(`${cssVariableOf(name)}:`))
    .map((name) => [cssVariableOf(name), name]),
);

/** A colour as the page resolves it under `token`: a console variable's token, or as written. */
function resolve(value: string, token: Token): string {
  const variable = /^var\((--console-[a-z0-9-]+),/.exec(value.trim())?.[1];
  const name = variable && tokenByVariable.get(variable);
  return name ? colourOf(token, name) : value.trim();
}

/** The text and background of each value tag (src/scaffolds/fields/valueTag.css). */
function valueTags(token: Token) {
  const css = readFileSync('src/scaffolds/fields/valueTag.css', 'utf8');
  const base = /\.value-tag \{([^}]*)\}/.exec(css)?.[1] ?? '';
  const property = (body: string, name: string) =>
    new RegExp(`(?:^|[;\\s])${name}:\\s*([^;]+);`).exec(body)?.[1];
  return [...css.matchAll(/\.value-tag-([a-z]+) \{([^}]*)\}/g)].map(([, name, body]) => {
    const text = property(body, 'color') ?? property(base, 'color')!;
    const surface = property(body, 'background') ?? property(base, 'background')!;
    return { name, ratio: contrastRatio(resolve(text, token), resolve(surface, token)) };
  });
}

describe('the console theme’s contrast (WCAG 2, 4.5:1 for text)', () => {
  it('gives every text its 4.5:1 on the surfaces antd and the console draw it on', () => {
    expect(shortfalls(consoleToken)).toEqual([]);
  });

  it('is needed: antd’s default tokens fall short on those pairs', () => {
    const fallingShort = shortfalls(theme.getDesignToken()).map(({ pair }) => pair);
    expect(fallingShort).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^colorPrimary on colorBgContainer/),
        expect.stringMatching(/^colorTextTertiary on colorBgLayout/),
        expect.stringMatching(/^colorError on colorBgContainer/),
        expect.stringMatching(/^colorSuccess on colorSuccessBg/),
        expect.stringMatching(/^colorWarning on colorWarningBg/),
      ]),
    );
  });

  it('gives every value tag (palette and status) its 4.5:1 on its own background', () => {
    const tags = valueTags(consoleToken);
    expect(tags.map(({ name }) => name)).toEqual(
      expect.arrayContaining(['blue', 'gold', 'lime', 'success', 'processing', 'error', 'warning']),
    );
    expect(tags.filter(({ ratio }) => ratio < 4.5)).toEqual([]);
  });

  it('writes every CSS variable the app uses, its fallback the console theme’s own value', () => {
    const uses = cssVariableUses();
    expect(uses.length).toBeGreaterThan(50);
    const unknown = uses.filter(({ name }) => !tokenByVariable.has(name));
    expect(unknown).toEqual([]);
    const stale = uses.filter(
      ({ name, fallback }) =>
        !sameColour(fallback, colourOf(consoleToken, tokenByVariable.get(name)!)),
    );
    expect(stale).toEqual([]);
  });
});
