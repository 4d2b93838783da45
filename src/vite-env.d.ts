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

/** antd's styles baked at build time: cache path → style hash (scripts/antdStaticStylesPlugin.ts). */
declare module 'virtual:antd-styles/maps' {
  export const coreMap: Record<string, string>;
  export const consoleMap: Record<string, string>;
  export const laterMap: Record<string, string>;
  /** antd's default seed token and the map token derived from it; null outside builds. */
  export const bakedTheme: {
    seed: Record<string, unknown>;
    map: import('antd/es/theme/interface').MapToken;
  } | null;
}

/** One part of a language's texts (scripts/localePartsPlugin.ts). */
declare module 'virtual:locales/*' {
  const texts: Record<string, unknown>;
  export default texts;
}
