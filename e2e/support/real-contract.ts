// The real-mode e2e run's global setup (playwright.real.config.ts): each worker's server checks its
// answers against openapi.yaml (test mode, server/contract-check.ts) and writes a mismatch to its
// CONTRACT_LOG. The returned teardown fails the run on any, even when every test passed: what the
// app was answered must be what the contract says.
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { REAL_WORKERS, realContractLog } from './real-stack';

export default function globalSetup(): () => void {
  const logs = Array.from({ length: REAL_WORKERS }, (_, index) => realContractLog(index));
  for (const log of logs) rmSync(log, { force: true });
  return () => {
    const lines = logs.flatMap((log) =>
      existsSync(log) ? readFileSync(log, 'utf8').trim().split('\n') : [],
    );
    if (lines.length > 0)
      throw new Error(
        `The server answered ${lines.length} time(s) outside openapi.yaml:\n${lines.join('\n')}`,
      );
  };
}
