// vite-plugin-pwa's virtual module does not exist under vitest: a route test gets a no-op worker.
export function registerSW(): (reload?: boolean) => Promise<void> {
  return async () => undefined;
}
