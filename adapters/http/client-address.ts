import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { isIPv6 } from 'node:net';

/**
 * A client's address as limits count it: IPv4 as is (also when it arrives IPv4-mapped), IPv6 by
 * its /64, since one home or one server is handed a whole /64 and could otherwise use a new
 * address for every request. Behind a proxy, req.ip is only right with TRUST_PROXY (docs/operations/configuration.md).
 */
export function clientAddressOf(request: Request): string | null {
  const ip = request.ip ?? request.socket.remoteAddress;
  if (!ip) return null;
  if (ip.startsWith('::ffff:') && ip.includes('.')) return ip.slice('::ffff:'.length);
  if (!isIPv6(ip)) return ip;
  return `${expandIPv6(ip).slice(0, 4).join(':')}::/64`;
}

function expandIPv6(ip: string): string[] {
  const [head, tail] = ip.split('::') as [string, string | undefined];
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const middle = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...middle, ...right].map((group) => group.replace(/^0+(?=.)/, '').toLowerCase());
}

/** The calling client's address (see clientAddressOf), for a handler's parameter. */
export const ClientAddress = createParamDecorator((_data: unknown, context: ExecutionContext): string | null =>
  clientAddressOf(context.switchToHttp().getRequest<Request>()),
);
