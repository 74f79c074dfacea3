import type { NextFunction, Request, Response } from 'express';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A state-changing API call must carry the JSON content type or the X-Requested-With header: a
 * plain HTML form on another site can send neither (on top of the SameSite=Strict cookie).
 */
export function requireScriptedRequests(req: Request, res: Response, next: NextFunction): void {
  if (SAFE_METHODS.has(req.method) || !req.path.startsWith('/api/')) return next();
  if (req.is('application/json') || req.get('x-requested-with')) return next();
  res.status(403).json({ message: 'Refused: send JSON or the X-Requested-With header with this request.' });
}
