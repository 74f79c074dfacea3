import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Logger } from '@nestjs/common';
import express, { NextFunction, Request, Response, Router } from 'express';
import type { PageRendering, RenderedHtml } from '../seo/page-renderer';
import { answerFileError } from './static-errors';
import { redactUrl } from '../logging/redact';
import { EncodedAnswer, encodeAnswer, sendAnswer } from '../public-reads/encoded-answer';
import type { KeptPages } from '../public-reads/kept-pages';

export interface SpaMount {
  /** URL prefix: '/admin' or '/'. */
  readonly prefix: string;
  /** Folder with the built app (index.html and assets/). */
  readonly dist: string;
  /** Renders the page into index.html on the server; without it (or when it fails) the browser renders. */
  readonly render?: PageRendering;
  /** What index.html becomes before it is filled (its stylesheet written in: inline-stylesheet.ts). */
  readonly template?: (html: string) => string;
  /** Paths (lower case) under the prefix that the server's own routes answer, not the app (the unsubscribe page). */
  readonly except?: readonly string[];
  /** Path prefixes (lower case) under the prefix that the server's own routes answer, e.g. '/waiver-copy/'. */
  readonly exceptUnder?: readonly string[];
  /** Rendered public pages kept in memory (never a private page's). */
  readonly kept?: KeptPages;
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
    const except = new Set(mount.except ?? []);
    const exceptUnder = mount.exceptUnder ?? [];
    const excepted = (lower: string) => except.has(lower) || exceptUnder.some((prefix) => lower.startsWith(prefix));
    const matches = (path: string) =>
      !excepted(path.toLowerCase()) && (mount.prefix === '/' || path === mount.prefix || path.startsWith(`${mount.prefix}/`));
    router.use((req: Request, res: Response, next: NextFunction) => {
      if (isApi(req.path) || !matches(req.path)) return next();
      if (req.method !== 'GET' && req.method !== 'HEAD') return next();
      // Only an address that no file answered was ever kept: no need to look for one.
      const kept = mount.kept && !isPrivatePage(req.path) ? mount.kept.get(req) : undefined;
      if (kept) return sendAnswer(req, res, kept);
      const rest = mount.prefix === '/' ? req.path : req.path.slice(mount.prefix.length) || '/';
      const original = req.url;
      req.url = rest + (original.includes('?') ? original.slice(original.indexOf('?')) : '');
      assets(req, res, (error?: unknown) => {
        req.url = original;
        if (error) return answerFileError(error, req, res, next);
        // A missing file (/assets/old-hash.js) is a 404, not the app's HTML in its place.
        if (/\.[a-z0-9]+$/i.test(rest)) return next();
        void sendIndex(mount, req, res, next);
      });
    });
  }
  return router;
}

async function sendIndex(mount: SpaMount, req: Request, res: Response, next: NextFunction): Promise<void> {
  const index = join(mount.dist, 'index.html');
  if (!existsSync(index)) return next();
  if (isPrivatePage(req.path)) {
    // A booking's or a waitlist entry's own page: its address is its key and its HTML holds the
    // booking or the entry. Kept out of caches, and out of the Referer of any link followed from it.
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Referrer-Policy', 'no-referrer');
    res.setHeader('X-Robots-Tag', 'noindex, nofollow');
  } else if (mount.kept) {
    try {
      sendAnswer(req, res, await mount.kept.answer(req, () => renderedAnswer(mount, req, index)));
    } catch (error) {
      next(error);
    }
    return;
  } else res.setHeader('Cache-Control', 'no-cache');
  const template = templateOf(mount, index);
  const rendered = await rendering(mount, req, template);
  if (rendered?.location !== undefined) res.redirect(rendered.status, rendered.location);
  else if (rendered) res.status(rendered.status).type('html').send(rendered.html);
  else res.type('html').send(template);
}

const PAGE_HEADERS = { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-cache' };

/** A public page as it is kept: rendered, else (no renderer, or it failed) index.html for the browser to render. */
async function renderedAnswer(
  mount: SpaMount,
  req: Request,
  index: string,
): Promise<{ answer: EncodedAnswer; rendered: RenderedHtml | null }> {
  const template = templateOf(mount, index);
  const rendered = await rendering(mount, req, template);
  if (rendered?.location !== undefined) {
    return { answer: await encodeAnswer(rendered.status, { Location: rendered.location, 'Cache-Control': 'no-cache' }, ''), rendered };
  }
  if (rendered) return { answer: await encodeAnswer(rendered.status, PAGE_HEADERS, rendered.html), rendered };
  return { answer: await encodeAnswer(200, PAGE_HEADERS, template), rendered: null };
}

function templateOf(mount: SpaMount, index: string): string {
  const html = readFileSync(index, 'utf8');
  return mount.template ? mount.template(html) : html;
}

async function rendering(mount: SpaMount, req: Request, template: string): Promise<RenderedHtml | null> {
  try {
    return mount.render ? await mount.render(req, template) : null;
  } catch (error) {
    // The page still works: the browser renders it from the plain index.html.
    logger.error(`Rendering ${redactUrl(req.originalUrl)} on the server failed`, error instanceof Error ? error.stack : String(error));
    return null;
  }
}

const logger = new Logger('SpaStatic');

/** The pages whose address is their key (docs/product/self-service.md): a booking's manage page (`/manage/{token}`) and a waitlist entry's (`/waitlist/{token}`). */
function isPrivatePage(path: string): boolean {
  const lower = path.toLowerCase();
  return lower.startsWith('/manage/') || lower.startsWith('/waitlist/');
}

function isApi(path: string): boolean {
  return path === '/api' || path.startsWith('/api/');
}
