// proxy-addr (Express's own dependency, which reads X-Forwarded-For as far as the trusted proxies
// wrote it) ships no type declarations.
declare module 'proxy-addr' {
  import type { IncomingMessage } from 'node:http';
  function proxyaddr(req: IncomingMessage, trust: (address: string, hop: number) => boolean): string;
  export = proxyaddr;
}
