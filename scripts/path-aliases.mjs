// The app's import aliases, for the tools that resolve them: vite.config.ts, vitest.config.ts and
// scripts/api/serve-mock-api.mjs. (tsconfig.json's `paths` says the same for the type checker.)
import { fileURLToPath, URL } from 'node:url';

export const pathAliases = {
  '@': fileURLToPath(new URL('../src', import.meta.url)),
  '@mocks': fileURLToPath(new URL('../mocks', import.meta.url)),
};
