// The reference page of `npm run bench` (issue 19): built into dist-reference/ and served by
// `vite preview` beside the app, with the app's build target.
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [react()],
  build: {
    outDir: fileURLToPath(new URL('../../dist-reference', import.meta.url)),
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
  },
});
