import type { QueryFunction } from '@tanstack/react-query';

/**
 * Data layer shared by the public site and the admin app (docs/architecture/web.md).
 *
 * - Every call sends cookies (`credentials: 'include'`).
 * - A JSON `Content-Type` is sent only when a body exists.
 * - Every call sends `X-Requested-With`: the server refuses state-changing calls without it or JSON,
 *   which a cross-site HTML form cannot send.
 * - Any non-OK response raises an {@link ApiError} whose message is
 *   `<status>: <response body text>` (or the status text when the body is empty), so a toast can show the server's own words.
 */

const SCRIPTED = { 'X-Requested-With': 'fetch' } as const;

/**
 * What API paths are resolved against: nothing in the browser (same origin); the server's own
 * address while it renders a page, where fetch has no page address to resolve a path against.
 */
let apiOrigin = '';

export function setApiOrigin(origin: string): void {
  apiOrigin = origin.replace(/\/$/, '');
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** The error raised for a non-OK response. `message` keeps the `<status>: <text>` format. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    /** The raw response body text ('' when the server sent none). */
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }
}

/** Throws an {@link ApiError} when the response is not OK; returns quietly otherwise. */
export async function throwIfResNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = await res.text();
  throw new ApiError(res.status, text, res.statusText);
}

/** Sends one request to the server and returns the (OK) response; see the module comment. */
export async function apiRequest(method: HttpMethod, url: string, body?: unknown): Promise<Response> {
  const hasBody = body !== undefined;
  const res = await fetch(apiOrigin + url, {
    method,
    headers: hasBody ? { ...SCRIPTED, 'Content-Type': 'application/json' } : SCRIPTED,
    body: hasBody ? JSON.stringify(body) : undefined,
    credentials: 'include',
  });
  await throwIfResNotOk(res);
  return res;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

export interface ReadOptions {
  readonly on401: UnauthorizedBehavior;
  /** 'returnNull': a missing resource resolves to `null` (data the server can render and send), not an error. */
  readonly on404?: 'returnNull' | 'throw';
}

/** The query functions made by getQueryFn: plain GETs of public paths, which the server may run too. */
const pathReads = new WeakSet<object>();

/**
 * Query function factory for TanStack Query: the query key is the URL path, given as path
 * segments that are joined with '/' (`['/api/bookings']`, `['/api/blog-posts', slug]`).
 * With `on401: 'returnNull'` an unauthenticated answer resolves to `null` instead of raising.
 */
export function getQueryFn<T>(options: { on401: 'returnNull'; on404?: 'returnNull' | 'throw' }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: 'throw'; on404: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: 'throw'; on404?: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>(options: ReadOptions): QueryFunction<T | null>;
export function getQueryFn<T>({ on401, on404 = 'throw' }: ReadOptions): QueryFunction<T | null> {
  const read: QueryFunction<T | null> = async ({ queryKey, signal }) => {
    const res = await fetch(apiOrigin + queryKey.join('/'), { credentials: 'include', signal, headers: SCRIPTED });
    if (on401 === 'returnNull' && res.status === 401) return null;
    if (on404 === 'returnNull' && res.status === 404) return null;
    await throwIfResNotOk(res);
    return (await res.json()) as T;
  };
  pathReads.add(read);
  return read;
}

/** True for a query function made by getQueryFn (a GET of the key's path, and nothing else). */
export function isPathRead(queryFn: unknown): boolean {
  return typeof queryFn === 'function' && pathReads.has(queryFn);
}

/** The HTTP status of an error raised by this module, or undefined for any other error. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof ApiError ? error.status : undefined;
}

/**
 * The server's human-readable message for an error: the `message` field of a JSON error body
 * (`{ "message": ... }`, the server's convention), else undefined.
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof ApiError) || !error.body) return undefined;
  try {
    const parsed: unknown = JSON.parse(error.body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const message = (parsed as { message: unknown }).message;
      if (typeof message === 'string' && message.trim()) return message;
      if (Array.isArray(message) && message.every((m) => typeof m === 'string')) return message.join(' ');
    }
  } catch {
    // Not JSON: no server message.
  }
  return undefined;
}

/** The `errors` object of a validation answer (400), or undefined. */
export function validationErrorsOf(error: unknown): Record<string, unknown> | undefined {
  if (!(error instanceof ApiError) || error.status !== 400 || !error.body) return undefined;
  try {
    const parsed: unknown = JSON.parse(error.body);
    const errors = parsed && typeof parsed === 'object' ? (parsed as { errors?: unknown }).errors : undefined;
    return errors && typeof errors === 'object' ? (errors as Record<string, unknown>) : undefined;
  } catch {
    return undefined;
  }
}
