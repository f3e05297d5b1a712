import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { pathAliases } from './scripts/path-aliases.mjs';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: {
      ...pathAliases,
      'virtual:pwa-register': fileURLToPath(new URL('./src/test/pwa-register-stub.ts', import.meta.url)),
    },
  },
  test: {
    environment: 'happy-dom',
    environmentOptions: { happyDOM: { url: 'http://localhost/' } },
    include: [
      'src/**/*.test.{ts,tsx}',
      'mocks/**/*.test.ts',
      'tests/**/*.test.ts',
      'scripts/**/*.test.ts',
      'server/**/*.test.ts',
    ],
    setupFiles: ['./src/test/setup.ts'],
    // Vitest's default is one worker fewer than the cores, which on a 2-core CI machine is one: the
    // main process is mostly idle while the files run, so both cores run files.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    restoreMocks: true,
  },
});
