import { theme, type GlobalToken } from 'antd';
import { useInsertionEffect, useMemo } from 'react';
import { updateCSS } from '@/ui/runtimeStyles';

/** `colorPrimaryBg` → `--console-color-primary-bg`, `green8` → `--console-green-8`. */
export const cssVariableOf = (token: string): string =>
  `--console-${token
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([a-zA-Z])(\d)/g, '$1-$2')
    .toLowerCase()}`;

/**
 * The `:root` rule declaring every colour token of `token` (semantic ones and the preset
 * palettes: `colorPrimary`, `colorTextTertiary`, `green8`…) as `--console-<kebab-case name>`.
 * Our own CSS draws with these, each `var()` with the console theme's value as its fallback.
 */
export function cssVariablesOf(token: GlobalToken): string {
  const declarations = Object.entries(token)
    .filter(
      (entry): entry is [string, string] =>
        typeof entry[1] === 'string' && /^(#|rgb)/.test(entry[1]) && !entry[0].includes('-'),
    )
    .map(([name, value]) => `${cssVariableOf(name)}:${value};`);
  return `:root{${declarations.join('')}}`;
}

/**
 * Writes the theme's colour tokens as CSS custom properties (a constructed stylesheet through
 * src/ui/runtimeStyles.ts: the page's CSP allows no inline styles), so our own CSS follows a
 * theme change. Rendered inside the ConfigProvider whose theme they come from.
 */
export function ThemeCssVariables() {
  const { token } = theme.useToken();
  const css = useMemo(() => cssVariablesOf(token), [token]);
  useInsertionEffect(() => {
    updateCSS(css, 'console-theme-variables');
  }, [css]);
  return null;
}
