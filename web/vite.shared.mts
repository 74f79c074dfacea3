import type { ProxyOptions } from 'vite';

/** Where the NestJS server listens in development. */
export const API_TARGET = 'http://localhost:3000';

/** Dev-server proxy for both apps: REST calls and the chat WebSocket go to the server. */
export const devServerProxy: Record<string, ProxyOptions> = {
  '/api': { target: API_TARGET, changeOrigin: true },
  '/ws': { target: API_TARGET, ws: true, changeOrigin: true },
};
