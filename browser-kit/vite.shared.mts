import type { ProxyOptions } from 'vite';

/**
 * Where the NestJS server listens in development. `npm run dev` sets DEV_API_TARGET from the
 * server's PORT; a test points it at a server of its own.
 */
export const API_TARGET = process.env.DEV_API_TARGET || 'http://localhost:3000';

/**
 * The Host header is passed through unchanged (no changeOrigin): the server then sees the origin
 * the browser is on (the Vite port), so its same-origin check on sign-in, uploads and every other
 * command passes, and the absolute addresses it writes point back at the page the developer uses.
 */
const toServer: ProxyOptions = { target: API_TARGET, changeOrigin: false };

/**
 * Dev-server proxy for both apps: REST calls, uploaded media (served by the server from DATA_DIR),
 * the search-engine files the server writes, the chat WebSocket and the server's own pages behind
 * the links in messages (unsubscribe, a review request's link) go to the server. Anything else is
 * Vite's, with hot reload.
 */
export const devServerProxy: Record<string, ProxyOptions> = {
  '/api': toServer,
  '/media/': toServer,
  '/robots.txt': toServer,
  '/sitemap.xml': toServer,
  '/ws': { ...toServer, ws: true },
  '/unsubscribe': toServer,
  '/review-link': toServer,
};
