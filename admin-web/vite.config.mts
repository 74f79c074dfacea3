import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { devServerProxy } from '../web/vite.shared.mjs';

/**
 * Admin app, served under /admin. Build from the repository root:
 * `npx vite build --config admin-web/vite.config.mts`.
 * Shared front-end code is imported from the public app's web/src/lib through `@shared-ui`.
 */
const adminRoot = fileURLToPath(new URL('.', import.meta.url));
const sharedUi = fileURLToPath(new URL('../web/src/lib', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root: adminRoot,
  base: '/admin/',
  // Apart from the public app's cache, whose dev server runs at the same time (see web/vite.config.mts).
  cacheDir: fileURLToPath(new URL('../node_modules/.vite/admin-web', import.meta.url)),
  plugins: [react()],
  resolve: {
    alias: { '@shared-ui': sharedUi },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    port: 5174,
    proxy: devServerProxy,
    // The shared code lives outside this app's root.
    fs: { allow: [repoRoot] },
  },
  preview: {
    port: 4174,
    proxy: devServerProxy,
  },
});
