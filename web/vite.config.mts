import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { devServerProxy } from './vite.shared.mjs';

/** Public site. Build from the repository root: `npx vite build --config web/vite.config.ts`. */
const webRoot = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: webRoot,
  base: '/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    proxy: devServerProxy,
  },
  preview: {
    port: 4173,
    proxy: devServerProxy,
  },
});
