import { theme, type MappingAlgorithm, type ThemeConfig } from 'antd';
import { bakedTheme } from 'virtual:antd-styles/theme';
import themeTokens from './themeTokens.json';

type SeedToken = Parameters<MappingAlgorithm>[0];
type MapToken = ReturnType<MappingAlgorithm>;

/**
 * antd's default algorithm with its answer for the default seed computed at build time
 * (scripts/antdStyles.mjs): deriving the palettes and sizes costs tens of milliseconds of a cold
 * load. Any other seed (a provider below with its own tokens) is derived as antd would.
 */
function bakedAlgorithm(seed: SeedToken): MapToken {
  const baked = bakedTheme;
  const isDefault =
    baked !== null &&
    Object.keys(baked.seed).length === Object.keys(seed).length &&
    Object.entries(baked.seed).every(([key, value]) => seed[key as keyof SeedToken] === value);
  return isDefault ? { ...baked.map } : theme.defaultAlgorithm(seed);
}

/**
 * The console's design tokens (`themeTokens.json`, which scripts/antdStyles.mjs bakes with):
 * antd's default theme with darker palette steps where its own reach less than 4.5:1 of contrast
 * (docs/accessibility.md "Contrast and theme").
 */
const consoleTokens: ThemeConfig['token'] = themeTokens;

/** The console's antd theme: its tokens, derived at build time in builds (faster to start). */
export const consoleTheme: ThemeConfig = bakedTheme
  ? { token: consoleTokens, algorithm: bakedAlgorithm }
  : { token: consoleTokens };
