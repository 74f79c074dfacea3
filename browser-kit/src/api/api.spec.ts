import { afterAll, beforeAll, beforeEach, describe, expect, test } from '@jest/globals';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { QueryFunctionContext } from '@tanstack/react-query';
import { ApiError, apiRequest, errorStatus, getQueryFn, serverMessage, validationErrorsOf } from './api';

interface Seen {
  method?: string;
  url?: string;
  headers: IncomingHttpHeaders;
  body: string;
}

/** A real HTTP server on a free port; each request is recorded and answered from `reply`. */
let server: Server;
let base = '';
let seen: Seen[] = [];
let reply: (url: string) => { status: number; statusText?: string; body?: string; json?: unknown } = () => ({
  status: 200,
  json: { ok: true },
});

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method, url: req.url, headers: req.headers, body });
      const answer = reply(req.url ?? '');
      const text = answer.json !== undefined ? JSON.stringify(answer.json) : (answer.body ?? '');
      res.statusCode = answer.status;
      if (answer.statusText) res.statusMessage = answer.statusText;
      if (answer.json !== undefined) res.setHeader('Content-Type', 'application/json');
      res.end(text);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve, reject) => server.close((err) => (err ? reject(err) : resolve())));
});

beforeEach(() => {
  seen = [];
  reply = () => ({ status: 200, json: { ok: true } });
});

function queryContext(queryKey: readonly unknown[]): QueryFunctionContext {
  return { queryKey, signal: new AbortController().signal, meta: undefined } as unknown as QueryFunctionContext;
}

describe('apiRequest', () => {
  test('a GET sends no Content-Type and no body', async () => {
    const res = await apiRequest('GET', `${base}/api/packages`);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.method).toBe('GET');
    expect(seen[0]!.url).toBe('/api/packages');
    expect(seen[0]!.headers['content-type']).toBeUndefined();
    expect(seen[0]!.headers['x-requested-with']).toBe('fetch');
    expect(seen[0]!.body).toBe('');
  });

  test('a request with a body sends JSON with a JSON Content-Type', async () => {
    await apiRequest('PATCH', `${base}/api/bookings/7/status`, { status: 'confirmed' });
    expect(seen[0]!.method).toBe('PATCH');
    expect(seen[0]!.headers['content-type']).toBe('application/json');
    expect(seen[0]!.headers['x-requested-with']).toBe('fetch');
    expect(JSON.parse(seen[0]!.body)).toEqual({ status: 'confirmed' });
  });

  test('a POST without a body sends no Content-Type', async () => {
    await apiRequest('POST', `${base}/api/auth/logout`);
    expect(seen[0]!.method).toBe('POST');
    expect(seen[0]!.headers['content-type']).toBeUndefined();
    expect(seen[0]!.headers['x-requested-with']).toBe('fetch');
  });

  test('a non-OK response raises "<status>: <body text>"', async () => {
    reply = () => ({ status: 404, body: 'Booking not found' });
    const error = await apiRequest('GET', `${base}/api/bookings/x`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as Error).message).toBe('404: Booking not found');
    expect(errorStatus(error)).toBe(404);
  });

  test('an empty error body falls back to the status text', async () => {
    reply = () => ({ status: 503, statusText: 'Service Unavailable' });
    await expect(apiRequest('GET', `${base}/api/bookings`)).rejects.toThrow('503: Service Unavailable');
  });

  test('a JSON error body keeps its text in the message and exposes the server message', async () => {
    reply = () => ({ status: 400, json: { message: 'Please select a package' } });
    const error = await apiRequest('POST', `${base}/api/bookings`, {}).catch((e: unknown) => e);
    expect((error as Error).message).toBe('400: {"message":"Please select a package"}');
    expect(serverMessage(error)).toBe('Please select a package');
  });
});

describe('getQueryFn', () => {
  test('the query key is the URL path (segments joined with "/") and the JSON body is returned', async () => {
    reply = () => ({ status: 200, json: [{ id: 1 }] });
    const queryFn = getQueryFn<{ id: number }[]>({ on401: 'throw' });
    const data = await queryFn(queryContext([`${base}/api/blog-posts`, 'pike-tips']));
    expect(data).toEqual([{ id: 1 }]);
    expect(seen[0]!.method).toBe('GET');
    expect(seen[0]!.url).toBe('/api/blog-posts/pike-tips');
    expect(seen[0]!.headers['content-type']).toBeUndefined();
    expect(seen[0]!.headers['x-requested-with']).toBe('fetch');
  });

  test("on401 'returnNull' resolves to null on 401", async () => {
    reply = () => ({ status: 401, json: { message: 'Not signed in' } });
    const queryFn = getQueryFn<{ username: string }>({ on401: 'returnNull' });
    await expect(queryFn(queryContext([`${base}/api/auth/me`]))).resolves.toBeNull();
  });

  test("on401 'throw' raises on 401", async () => {
    reply = () => ({ status: 401, body: 'Unauthorized' });
    const queryFn = getQueryFn<unknown>({ on401: 'throw' });
    await expect(queryFn(queryContext([`${base}/api/bookings`]))).rejects.toThrow('401: Unauthorized');
  });

  test("on401 'returnNull' still raises for other errors", async () => {
    reply = () => ({ status: 500, body: 'boom' });
    const queryFn = getQueryFn<unknown>({ on401: 'returnNull' });
    await expect(queryFn(queryContext([`${base}/api/auth/me`]))).rejects.toThrow('500: boom');
  });
});

describe('serverMessage', () => {
  test('is undefined for non-JSON bodies and foreign errors', () => {
    expect(serverMessage(new ApiError(500, 'Internal error', 'Internal Server Error'))).toBeUndefined();
    expect(serverMessage(new Error('x'))).toBeUndefined();
    expect(serverMessage(new ApiError(400, '{"message":["a","b"]}', 'Bad Request'))).toBe('a b');
  });
});

describe('validationErrorsOf', () => {
  test("a 400's errors object; nothing for other statuses, bodies without one, non-JSON and foreign errors", () => {
    const body = JSON.stringify({
      message: 'First name must be at least 2 characters',
      errors: { firstName: 'First name must be at least 2 characters' },
    });
    expect(validationErrorsOf(new ApiError(400, body, 'Bad Request'))).toEqual({ firstName: 'First name must be at least 2 characters' });
    expect(validationErrorsOf(new ApiError(409, body, 'Conflict'))).toBeUndefined();
    expect(validationErrorsOf(new ApiError(400, '{"message":"x"}', 'Bad Request'))).toBeUndefined();
    expect(validationErrorsOf(new ApiError(400, 'nope', 'Bad Request'))).toBeUndefined();
    expect(validationErrorsOf(new Error('x'))).toBeUndefined();
  });
});
