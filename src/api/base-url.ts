// The API base URL is runtime configuration (/config.json), read after the client module has
// loaded, so the client asks for it on every request instead of capturing it once.
const DEFAULT_API_BASE_URL = '/api/v1';

let apiBaseUrl = DEFAULT_API_BASE_URL;

/** Called at boot with `apiBaseUrl` from the runtime config. Empty resets to the default. */
export function setApiBaseUrl(url: string | null | undefined): void {
  apiBaseUrl = url ? url.replace(/\/+$/, '') : DEFAULT_API_BASE_URL;
}

export function getApiBaseUrl(): string {
  return apiBaseUrl;
}
