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
