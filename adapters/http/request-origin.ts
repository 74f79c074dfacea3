import type { Request } from 'express';

/**
 * The site's public origin as the visitor reached it. Behind a TLS proxy set TRUST_PROXY, so that
 * it is the public https origin and not the proxy's hop.
 */
export function publicOriginOf(request: Request): string {
  return `${request.protocol}://${request.get('host')}`;
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
