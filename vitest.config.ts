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
    restoreMocks: true,
  },
});
