import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import express, { NextFunction, Request, Response, Router } from 'express';

export interface SpaMount {
  /** URL prefix: '/admin' or '/'. */
  readonly prefix: string;
  /** Folder with the built app (index.html and assets/). */
  readonly dist: string;
}

/**
 * Serves the built React apps with history fallback: any GET under the prefix that is not a file
 * answers the app's index.html, so deep links survive a reload. /api is never touched here.
 * Hashed assets are cached for a year; index.html is always revalidated so a deploy shows at once.
 */
export function spaStatic(mounts: readonly SpaMount[]): Router {
  const router = Router();
  // Longest prefix first: /admin must win over /.
  const ordered = [...mounts].sort((a, b) => b.prefix.length - a.prefix.length);
  for (const mount of ordered) {
    const assets = express.static(mount.dist, {
      index: false,
      // /admin itself is the app, not a folder to redirect to /admin/.
      redirect: false,
      fallthrough: true,
      setHeaders: (res, path) => {
        res.setHeader('Cache-Control', path.includes(`${join(mount.dist, 'assets')}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
    const matches = (path: string) =>
      mount.prefix === '/' || path === mount.prefix || path.startsWith(`${mount.prefix}/`);
    router.use((req: Request, res: Response, next: NextFunction) => {
      if (isApi(req.path) || !matches(req.path)) return next();
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      const rest = mount.prefix === '/' ? req.path : req.path.slice(mount.prefix.length) || '/';
      const original = req.url;
      req.url = rest + (original.includes('?') ? original.slice(original.indexOf('?')) : '');
      assets(req, res, () => {
        req.url = original;
        // A missing file (/assets/old-hash.js) is a 404, not the app's HTML in its place.
        if (/\.[a-z0-9]+$/i.test(rest)) return next();
        sendIndex(mount, res, next);
      });
    });
  }
  return router;
}

function sendIndex(mount: SpaMount, res: Response, next: NextFunction): void {
  const index = join(mount.dist, 'index.html');
  if (!existsSync(index)) return next();
  res.setHeader('Cache-Control', 'no-cache');
  res.type('html').send(readFileSync(index, 'utf8'));
}

function isApi(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
