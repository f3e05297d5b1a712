/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/vanillajs" />

/** package.json "version", set by vite.config.ts. */
declare const __APP_VERSION__: string;

interface ImportMetaEnv {
  /** 'mock' (default) runs the emulated server in the browser; 'real' talks to apiBaseUrl. */
  readonly VITE_API_MODE?: 'mock' | 'real';
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_MAP_STYLE_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
