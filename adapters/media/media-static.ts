import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Logger } from '@nestjs/common';
import { NextFunction, Request, Response, Router } from 'express';
import { sendErrorAnswer } from '../http/request-id';
import { decide } from './media-conditions';
import { isMediaFileName, SqlMediaFiles } from './sql-media-files';

const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
const logger = new Logger('Media');

/**
 * Serves uploaded files at /media/<name> from the database, so any server of the site answers for
 * any upload. Names are content hashes, so a file never changes and may be cached for a year
 * without revalidation; its ETag is the SHA-256 of its bytes. Range requests (video seeking) get
 * 206, or 416 past the end; conditional requests 304 or 412. The type is the one the upload chose
 * from the sniffed bytes. The bytes go out a chunk at a time, at the pace the client reads them.
 */
export function mediaStatic(files: SqlMediaFiles): Router {
  const router = Router();
  router.use('/media', (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    serve(files, req, res).catch(next);
  });
  return router;
}

async function serve(files: SqlMediaFiles, req: Request, res: Response): Promise<void> {
  const name = nameOf(req.path);
  const file = name ? await files.stat(name) : null;
  if (!file) return sendErrorAnswer(req, res, 404, { message: 'Not found' });

  const etag = `"${file.sha256}"`;
  res.set({
    'Accept-Ranges': 'bytes',
    'Cache-Control': `public, max-age=${ONE_YEAR_SECONDS}, immutable`,
    ETag: etag,
    'Last-Modified': file.createdAt.toUTCString(),
  });
  const answer = decide(req, { etag, lastModified: file.createdAt, size: file.size });
  if (answer.status === 304) return void res.status(304).end();
  if (answer.status === 412) return sendErrorAnswer(req, res, 412, { message: 'Precondition Failed' });
  if (answer.status === 416) {
    res.set('Content-Range', `bytes */${file.size}`);
    return sendErrorAnswer(req, res, 416, { message: 'Range Not Satisfiable' });
  }
  const [start, end] = answer.status === 206 ? [answer.start, answer.end] : [0, file.size - 1];
  if (answer.status === 206) res.status(206).set('Content-Range', `bytes ${start}-${end}/${file.size}`);
  res.set({ 'Content-Type': file.contentType, 'Content-Length': String(end - start + 1) });
  if (req.method === 'HEAD' || end < start) return void res.end();
  try {
    // One chunk read ahead at most: a slow client of a large video holds 256 KB, not the file.
    await pipeline(Readable.from(files.read(file, start, end), { highWaterMark: 1 }), res);
  } catch (error) {
    // The status is sent: a read that failed half-way can only end the answer. A client that went away is no fault.
    if ((error as { code?: unknown }).code !== 'ERR_STREAM_PREMATURE_CLOSE')
      logger.error(`Sending ${file.name} failed`, (error as Error).stack);
    res.destroy();
  }
}

/** The file name after /media/, or null for anything that cannot be one (folders, dot-files, bad escapes). */
function nameOf(path: string): string | null {
  try {
    const name = decodeURIComponent(path.slice(1));
    return isMediaFileName(name) ? name : null;
  } catch {
    return null;
  }
}
