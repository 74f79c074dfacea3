import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { createHash } from 'node:crypto';
import helmet from 'helmet';
import { HERO_VIDEO_FRAME_ORIGINS } from '../../domain/content/hero-video';

type Directives = Record<string, string[]>;

const directives: Directives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  // The admin may point a catch, logo or post image at an https address; images cannot run script.
  // (This also covers the images Stripe's payment form loads from https://*.stripe.com.)
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * What Stripe.js needs (Stripe's integration security guide): its script, its card fields and 3-D
 * Secure pages in frames (js.stripe.com and its subdomains, hooks.stripe.com), and its API.
 */
const stripeJs: Directives = {
  scriptSrc: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frameSrc: ["'self'", 'https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
};

/** The hero's background video from a video site plays in that site's player, and only those players. */
const heroVideoPlayers: Directives = {
  frameSrc: ["'self'", ...HERO_VIDEO_FRAME_ORIGINS],
};

export interface SecurityHeaderOptions {
  /** Stripe is the payment gateway: the pages may load Stripe.js and its frames. */
  readonly stripe?: boolean;
  /** Inline styles allowed by their hash ('sha256-...'): the public site's stylesheet written into its pages. */
  readonly styleHashes?: readonly string[];
  /** Inline scripts allowed by their hash: the public site's script loader (deferred-scripts.ts). */
  readonly scriptHashes?: readonly string[];
}

/** The CSP source that allows exactly this inline style or script text: 'sha256-...'. */
export function cspHashOf(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

const withPolicy = (policy: Directives) =>
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: policy },
    // The app may be reached over plain http on a local network; HSTS belongs to the TLS proxy.
    strictTransportSecurity: false,
  });

function merged(base: Directives, extra: Directives): Directives {
  const result: Directives = { ...base };
  for (const [name, sources] of Object.entries(extra)) result[name] = [...new Set([...(result[name] ?? []), ...sources])];
  return result;
}

/**
 * Helmet's headers with a Content-Security-Policy both apps run under: scripts and styles only
 * from this origin (React sets styles through the CSSOM, which CSP does not restrict), no framing,
 * frames only of the hero video's players. With Stripe, Stripe.js's own origins are added, and only then.
 * Swagger UI at /api/docs writes inline styles, so those pages alone may.
 */
export function securityHeaders(options: SecurityHeaderOptions = {}): RequestHandler {
  const withStripe = merged(options.stripe ? merged(directives, stripeJs) : directives, heroVideoPlayers);
  const policy = merged(withStripe, {
    ...(options.styleHashes?.length ? { styleSrc: [...options.styleHashes] } : {}),
    ...(options.scriptHashes?.length ? { scriptSrc: [...options.scriptHashes] } : {}),
  });
  const site = withPolicy(policy);
  const docs = withPolicy({ ...policy, styleSrc: ["'self'", "'unsafe-inline'"] });
  return (req: Request, res: Response, next: NextFunction) =>
    (req.path === '/api/docs' || req.path.startsWith('/api/docs/') ? docs : site)(req, res, next);
}
