import { render } from '@testing-library/react';
import { ConfigProvider } from 'antd';
import { describe, expect, it } from 'vitest';
import { cssVariableOf, ThemeCssVariables } from '@/ui/ThemeCssVariables';

/** The styles declaring the console's variables (jsdom has no constructed stylesheets). */
const variableStyles = () =>
  [...document.head.querySelectorAll('style')].filter((node) =>
    node.textContent?.includes('--console-'),
  );

/** The custom properties the page declares on :root. */
function rootVariables(): Record<string, string> {
  const css = variableStyles()
    .map((node) => node.textContent)
    .join('');
  const body = /:root\{([^}]*)\}/.exec(css)?.[1] ?? '';
  return Object.fromEntries(
    body
      .split(';')
      .filter(Boolean)
      .map((declaration) => declaration.split(':').map((part) => part.trim())),
  );
}

const themed = (token: Record<string, string>) => (
  <ConfigProvider theme={{ token }}>
    <ThemeCssVariables />
  </ConfigProvider>
);

describe('the theme’s tokens as CSS variables', () => {
  it('names a token --console- and its kebab-case name', () => {
    expect(cssVariableOf('colorPrimaryBg')).toBe('--console-color-primary-bg');
    expect(cssVariableOf('colorTextTertiary')).toBe('--console-color-text-tertiary');
    expect(cssVariableOf('controlOutline')).toBe('--console-control-outline');
    expect(cssVariableOf('green8')).toBe('--console-green-8');
  });

  it('writes the theme’s tokens, and follows a theme change', () => {
    const view = render(themed({ colorPrimary: '#123456', colorTextTertiary: 'rgba(0,0,0,0.6)' }));
    expect(rootVariables()).toMatchObject({
      '--console-color-primary': '#123456',
      '--console-color-text-tertiary': 'rgba(0,0,0,0.6)',
      '--console-color-bg-container': '#ffffff',
      '--console-green-1': '#f6ffed',
      '--console-gold-9': '#874d00',
    });
    view.rerender(themed({ colorPrimary: '#654321', colorTextTertiary: 'rgba(0,0,0,0.7)' }));
    expect(rootVariables()).toMatchObject({
      '--console-color-primary': '#654321',
      '--console-color-text-tertiary': 'rgba(0,0,0,0.7)',
    });
    // One rule, replaced: not one more per theme.
    expect(variableStyles()).toHaveLength(1);
  });
});
