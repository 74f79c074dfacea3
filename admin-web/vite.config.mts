import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { devServerProxy } from '../browser-kit/vite.shared.mjs';

/**
 * Admin app, served under /admin. Build from the repository root:
 * `npx vite build --config admin-web/vite.config.mts`.
 * The browser kit both apps share (browser-kit/src) is imported through `@browser-kit`.
 */
const adminRoot = fileURLToPath(new URL('.', import.meta.url));
const browserKit = fileURLToPath(new URL('../browser-kit/src', import.meta.url));
const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export default defineConfig({
  root: adminRoot,
  base: '/admin/',
  // Apart from the public app's cache, whose dev server runs at the same time (see web/vite.config.mts).
  cacheDir: fileURLToPath(new URL('../node_modules/.vite/admin-web', import.meta.url)),
  plugins: [react()],
  resolve: {
    alias: { '@browser-kit': browserKit },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    port: 5174,
    proxy: devServerProxy,
    // The browser kit lives outside this app's root.
    fs: { allow: [repoRoot] },
  },
  preview: {
    port: 4174,
    proxy: devServerProxy,
  },
});
