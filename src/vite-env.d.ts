/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_DEMO?: string;
  readonly VITE_MAIN_API_URL?: string;
  readonly VITE_ADMIN_API_URL?: string;
  readonly VITE_CRM_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

/** The build id, defined by vite.config.ts (also written to version.json). */
declare const __APP_VERSION__: string;

/** antd's default theme tokens derived at build time (scripts/antdStaticStylesPlugin.ts). */
declare module 'virtual:antd-styles/theme' {
  /** antd's default seed token and the map token derived from it; null outside builds. */
  export const bakedTheme: {
    seed: Record<string, unknown>;
    map: ReturnType<import('antd').MappingAlgorithm>;
  } | null;
}

/** One part of a language's texts (scripts/localePartsPlugin.ts). */
declare module 'virtual:locales/*' {
  const texts: import('./i18n/instance').Texts;
  export default texts;
}
