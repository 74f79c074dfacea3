import type { NextFunction, Request, RequestHandler, Response } from 'express';
import helmet from 'helmet';

const directives = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  styleSrc: ["'self'"],
  // The admin may point a catch, logo or post image at an https address; images cannot run script.
  imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  mediaSrc: ["'self'"],
  objectSrc: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

const withPolicy = (policy: typeof directives) =>
  helmet({
    contentSecurityPolicy: { useDefaults: false, directives: policy },
    // The app may be reached over plain http on a local network; HSTS belongs to the TLS proxy.
    strictTransportSecurity: false,
  });

/**
 * Helmet's headers with a Content-Security-Policy both apps run under: scripts and styles only
 * from this origin (React sets styles through the CSSOM, which CSP does not restrict), no framing.
 * Swagger UI at /api/docs writes inline styles, so those pages alone may.
 */
export function securityHeaders(): RequestHandler {
  const site = withPolicy(directives);
  const docs = withPolicy({ ...directives, styleSrc: ["'self'", "'unsafe-inline'"] });
  return (req: Request, res: Response, next: NextFunction) =>
    (req.path === '/api/docs' || req.path.startsWith('/api/docs/') ? docs : site)(req, res, next);
}
