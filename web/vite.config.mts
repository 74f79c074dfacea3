import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { devServerProxy } from '../browser-kit/vite.shared.mjs';

/**
 * Public site. Build from the repository root: `npx vite build --config web/vite.config.mts` for
 * the browser (web/dist), and with `--ssr src/entry-server.tsx` for the server's renderer
 * (web/dist-server, CommonJS, outside web/dist so it is never served as a file).
 */
const webRoot = fileURLToPath(new URL('.', import.meta.url));
/** The browser kit both apps share, imported through `@browser-kit` as the admin app does. */
const browserKit = fileURLToPath(new URL('../browser-kit/src', import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  root: webRoot,
  base: '/',
  // `npm run dev` runs this app's dev server beside the admin's: with one shared cache of
  // pre-bundled dependencies each rewrites it for its own imports, and the other answers its
  // pages' module requests with 504 Outdated Optimize Dep.
  cacheDir: fileURLToPath(new URL('../node_modules/.vite/web', import.meta.url)),
  plugins: [react()],
  resolve: {
    alias: { '@browser-kit': browserKit },
  },
  build: isSsrBuild
    ? {
        outDir: 'dist-server',
        copyPublicDir: false,
        emptyOutDir: true,
        rollupOptions: { output: { format: 'cjs', entryFileNames: '[name].cjs', chunkFileNames: '[name]-[hash].cjs' } },
      }
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // One stylesheet for every page: a page the server rendered must be styled at first paint,
        // before the script of its on-demand chunk (and that chunk's CSS) arrives.
        cssCodeSplit: false,
        // The libraries every page runs on in one file: one request, and one gzip window instead of
        // several small shared chunks (they compress better together; the 100 KB budget of /, docs/performance.md).
        rollupOptions: {
          output: {
            codeSplitting: {
              groups: [{ name: 'framework', test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack)[\\/]/ }],
            },
          },
        },
      },
  server: {
    port: 5173,
    proxy: devServerProxy,
  },
  preview: {
    port: 4173,
    proxy: devServerProxy,
  },
}));
