// The real-mode e2e run (playwright.real.config.ts): each worker has its own stack, a real server in
// test mode on its own fresh embedded database and a `vite preview` of the real-mode build whose /api
// goes to that server, so two workers never see each other's data and a reset wipes only one.

/** One stack per worker. */
export const REAL_WORKERS = 2;

/** E2E_REAL_PORT moves the ports (the servers take base+10 and up, the previews base and up). */
const BASE = Number(process.env.E2E_REAL_PORT ?? 4190);

/** Worker `index`'s ports: its preview of dist-real (the page's origin) and its server. */
export function realStack(index: number): { appPort: number; apiPort: number } {
  return { appPort: BASE + index, apiPort: BASE + 10 + index };
}

/** Where worker `index`'s server writes the answers it gave outside openapi.yaml (support/real-contract.ts). */
export function realContractLog(index: number): string {
  return `test-results/real-server-${realStack(index).apiPort}.contract.log`;
}
