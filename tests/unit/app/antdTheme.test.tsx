import { render } from '@testing-library/react';
import { Button, ConfigProvider, theme, type MappingAlgorithm } from 'antd';
import { describe, expect, it, vi } from 'vitest';
import themeTokens from '@/ui/themeTokens.json';

const baked = vi.hoisted(() => ({ value: null as unknown }));
vi.mock('virtual:antd-styles/theme', () => ({
  get bakedTheme() {
    return baked.value;
  },
}));

async function themeWith(value: unknown) {
  baked.value = value;
  vi.resetModules();
  return (await import('@/ui/antdTheme')).consoleTheme;
}

const seed = { ...theme.defaultSeed, ...themeTokens };
const bakedMap = theme.defaultAlgorithm(seed);

describe('the console theme', () => {
  it('is the console’s tokens, derived by antd, when nothing was baked (dev server, tests)', async () => {
    expect(await themeWith(null)).toEqual({ token: themeTokens });
  });

  it('answers the default seed with the baked map token, as a copy', async () => {
    const marked = { ...bakedMap, colorPrimary: '#123456' };
    const consoleTheme = await themeWith({ seed: { ...seed }, map: marked });
    const algorithm = consoleTheme?.algorithm as MappingAlgorithm;
    const answer = algorithm({ ...seed });
    expect(answer).toEqual(marked);
    expect(answer).not.toBe(marked);
  });

  it('derives any other seed as antd does', async () => {
    const consoleTheme = await themeWith({ seed: { ...seed }, map: bakedMap });
    const algorithm = consoleTheme?.algorithm as MappingAlgorithm;
    const other = { ...seed, colorPrimary: '#ff0000' };
    expect(algorithm(other)).toEqual(theme.defaultAlgorithm(other));
    expect(algorithm(other).colorPrimary).toBe('#ff0000');
  });

  it('gives components the same style hash as the console’s tokens derived by antd (the bake)', async () => {
    const consoleTheme = await themeWith({ seed: { ...seed }, map: bakedMap });
    const hashOf = (node: HTMLElement) =>
      [...node.querySelector('button')!.classList].find((name) => name.startsWith('css-'));
    const plain = render(
      <ConfigProvider theme={{ token: themeTokens }}>
        <Button>plain</Button>
      </ConfigProvider>,
    );
    const themed = render(
      <ConfigProvider theme={consoleTheme}>
        <Button>themed</Button>
      </ConfigProvider>,
    );
    expect(hashOf(plain.container)).toBeDefined();
    expect(hashOf(themed.container)).toBe(hashOf(plain.container));
  });
});
