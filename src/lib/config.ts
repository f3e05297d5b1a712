/**
 * Runtime configuration, read from `/config.json` so one built bundle can be pointed at any server
 * without a rebuild (docs/architecture.md#modes-and-configuration). Build-time env vars give the defaults.
 */
type ApiMode = 'mock' | 'real';

export interface RuntimeConfig {
  mode: ApiMode;
  apiBaseUrl: string;
  mapStyleUrl: string;
  tileAttribution: string;
}

const defaultConfig: RuntimeConfig = {
  mode: import.meta.env.VITE_API_MODE === 'real' ? 'real' : 'mock',
  apiBaseUrl: import.meta.env.VITE_API_BASE_URL || '/api/v1',
  mapStyleUrl: import.meta.env.VITE_MAP_STYLE_URL || '/map/style.json',
  tileAttribution: '',
};

const CONFIG_TIMEOUT_MS = 1500;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pickString(source: Record<string, unknown>, key: string, fallback: string): string {
  const value = source[key];
  return typeof value === 'string' && value.length > 0 ? value : fallback;
}

/** Merges a parsed `/config.json` over the defaults; unknown or ill-typed fields are ignored. */
function parseRuntimeConfig(raw: unknown, defaults: RuntimeConfig = defaultConfig): RuntimeConfig {
  if (!isRecord(raw)) return defaults;
  const mode = raw.mode === 'real' || raw.mode === 'mock' ? raw.mode : defaults.mode;
  return {
    // A real-mode build carries no mock code, so it cannot be switched to mock at runtime.
    mode: import.meta.env.VITE_API_MODE === 'real' ? 'real' : mode,
    apiBaseUrl: pickString(raw, 'apiBaseUrl', defaults.apiBaseUrl),
    mapStyleUrl: pickString(raw, 'mapStyleUrl', defaults.mapStyleUrl),
    tileAttribution: typeof raw.tileAttribution === 'string' ? raw.tileAttribution : defaults.tileAttribution,
  };
}

async function fetchRuntimeConfig(): Promise<RuntimeConfig> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), CONFIG_TIMEOUT_MS);
  try {
    const response = await fetch('/config.json', { signal: controller.signal, cache: 'no-cache' });
    if (!response.ok) return defaultConfig;
    return parseRuntimeConfig(await response.json());
  } catch {
    // Offline, slow or malformed: the build-time defaults are a working configuration.
    return defaultConfig;
  } finally {
    clearTimeout(timer);
  }
}

let configPromise: Promise<RuntimeConfig> | undefined;

/** The runtime configuration, fetched once per page load. */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  configPromise ??= fetchRuntimeConfig();
  return configPromise;
}
