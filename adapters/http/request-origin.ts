import type { Request } from 'express';
import type { AppConfig } from '../config/app-config';

/**
 * The site's public origin: PUBLIC_ORIGIN when set (always in production). Only without it, on a
 * developer's machine, the request's own Host stands in: a client chooses that header, and what it
 * wrote would otherwise end up in pages and files a shared cache hands to everybody.
 */
export function publicOriginOf(request: Request, configured: string | undefined): string {
  return configured ?? `${request.protocol}://${request.get('host')}`;
}

/**
 * Where this server answers on the connection a request came in on: the address a server-side
 * render calls for its data, without leaving the machine (and without a proxy in between).
 */
export function loopbackOriginOf(request: Request): string {
  const socket = request.socket;
  let host = socket.localAddress ?? '127.0.0.1';
  if (host.startsWith('::ffff:')) host = host.slice('::ffff:'.length);
  if (host === '::' || host === '0.0.0.0') host = '127.0.0.1';
  return `http://${host.includes(':') ? `[${host}]` : host}:${socket.localPort}`;
}

/**
 * The site's origin in messages, which are written away from any request: PUBLIC_ORIGIN (always
 * set in production), or on a developer's machine this server on localhost.
 */
export function messageOriginOf(config: Pick<AppConfig, 'publicOrigin' | 'port'>): string {
  return config.publicOrigin ?? `http://localhost:${config.port}`;
}
