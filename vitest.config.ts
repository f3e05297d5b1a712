import { availableParallelism } from 'node:os';
import { fileURLToPath, URL } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';
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
    setupFiles: ['./src/test/setup.ts'],
    // Vitest's default is one worker fewer than the cores, which on a 2-core CI machine is one: the
    // main process is mostly idle while the files run, so both cores run files.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    restoreMocks: true,
    projects: [
      {
        extends: true,
        test: {
          // Screens, hooks and the app's own modules: each file in a fresh module graph, as React
          // Testing Library, the query client, the outbox and the session keep state in modules.
          name: 'app',
          include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'src/domain/**'],
        },
      },
      {
        extends: true,
        test: {
          // Rules, the emulated server's API tests, the contract and the scripts: they keep no
          // state between files but the emulated server's, which each test resets
          // (mocks/test/api.ts), so the files share one module graph per worker. Each imported
          // the emulated server, the contract and the domain afresh before: about half of their
          // CPU (decision 0062).
          name: 'shared',
          include: [
            'src/domain/**/*.test.ts',
            'mocks/**/*.test.ts',
            'tests/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          isolate: false,
        },
      },
    ],
  },
});
