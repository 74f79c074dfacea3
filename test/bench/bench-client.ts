import { Agent, request } from 'node:http';
import { TestClient, TestResponse } from '../support/test-app';

/**
 * The visitors of the HTTP figures: node:http with kept-alive connections, one per client. The
 * tests' fetch client builds Web streams and Headers for every call, which on one shared CPU
 * thread is the server's time taken by the client; browsers are on other machines.
 */
export function benchClient(baseUrl: string, connections: number): TestClient & { close(): void } {
  const url = new URL(baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets: connections });
  return {
    request: (method, path, body, headers) =>
      new Promise<TestResponse>((resolve, reject) => {
        const payload = body === undefined ? undefined : JSON.stringify(body);
        const req = request(
          {
            host: url.hostname,
            port: url.port,
            method,
            path,
            agent,
            headers: {
              'X-Requested-With': 'bench',
              ...(payload === undefined ? {} : { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(payload) }),
              ...headers,
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => {
              const text = Buffer.concat(chunks).toString('utf8');
              let parsed: unknown;
              try {
                parsed = text ? JSON.parse(text) : undefined;
              } catch {
                parsed = undefined;
              }
              resolve({ status: res.statusCode ?? 0, body: parsed, headers: new Headers(res.headers as Record<string, string>), text });
            });
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        if (payload !== undefined) req.write(payload);
        req.end();
      }),
    close: () => agent.destroy(),
  };
}
