import { describe, expect, test } from '@jest/globals';
import type { Request, Response } from 'express';
import { securityHeaders, SecurityHeaderOptions } from './security-headers';

/** The Content-Security-Policy the middleware sets for a request to `path`, by directive. */
function policyFor(path: string, options?: SecurityHeaderOptions): Record<string, string[]> {
  const headers = new Map<string, string>();
  const res = {
    setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), String(value)),
    removeHeader: (name: string) => headers.delete(name.toLowerCase()),
    getHeader: (name: string) => headers.get(name.toLowerCase()),
  } as unknown as Response;
  let nextCalled = false;
  securityHeaders(options)({ path, method: 'GET', headers: {} } as Request, res, () => {
    nextCalled = true;
  });
  expect(nextCalled).toBe(true);
  const csp = headers.get('content-security-policy');
  if (!csp) throw new Error('No Content-Security-Policy was set');
  return Object.fromEntries(
    csp
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([name, ...sources]) => [name!, sources]),
  );
}

describe('Content-Security-Policy', () => {
  test("without Stripe: scripts and connections stay on this origin; frames too, but for the hero video's players", () => {
    const policy = policyFor('/');
    expect(policy['script-src']).toEqual(["'self'"]);
    expect(policy['connect-src']).toEqual(["'self'"]);
    expect(policy['frame-src']).toEqual(["'self'", 'https://www.youtube-nocookie.com', 'https://player.vimeo.com']);
    expect(policy['default-src']).toEqual(["'self'"]);
    expect(JSON.stringify(policy)).not.toContain('stripe');
  });

  test("with Stripe: Stripe.js's script, frames and API are allowed, and nothing else changes", () => {
    const policy = policyFor('/book', { stripe: true });
    expect(policy['script-src']).toEqual(["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com']);
    expect(policy['frame-src']).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      'https://hooks.stripe.com',
      'https://www.youtube-nocookie.com',
      'https://player.vimeo.com',
    ]);
    expect(policy['connect-src']).toEqual(["'self'", 'https://api.stripe.com']);
    const { 'script-src': _s, 'frame-src': _f, 'connect-src': _c, ...rest } = policy;
    const { 'script-src': _s2, 'frame-src': _f2, 'connect-src': _c2, ...without } = policyFor('/book');
    expect(rest).toEqual(without);
    expect(policy['frame-ancestors']).toEqual(["'none'"]);
  });

  test('the API docs alone may use inline styles, with or without Stripe', () => {
    expect(policyFor('/api/docs')['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policyFor('/api/docs/', { stripe: true })['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
    expect(policyFor('/api/docs/', { stripe: true })['script-src']).toContain('https://js.stripe.com');
    expect(policyFor('/', { stripe: true })['style-src']).toEqual(["'self'"]);
  });

  test("the public page's inline stylesheet and script loader are allowed by their hashes, and only they", () => {
    const options = { styleHashes: ["'sha256-style'"], scriptHashes: ["'sha256-loader'"] };
    expect(policyFor('/', options)['style-src']).toEqual(["'self'", "'sha256-style'"]);
    expect(policyFor('/', options)['script-src']).toEqual(["'self'", "'sha256-loader'"]);
    expect(policyFor('/', { ...options, stripe: true })['script-src']).toEqual([
      "'self'",
      'https://js.stripe.com',
      'https://*.js.stripe.com',
      "'sha256-loader'",
    ]);
    expect(JSON.stringify(policyFor('/', options))).not.toContain('unsafe-inline');
  });
});
