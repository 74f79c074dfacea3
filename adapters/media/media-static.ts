import express, { NextFunction, Request, Response, Router } from 'express';
import { sendErrorAnswer } from '../http/request-id';
import { answerFileError } from '../http/static-errors';

/**
 * Serves uploaded files at /media/<name>. Names are content hashes, so a file never changes and
 * may be cached for a year without revalidation. express.static answers Range requests (video
 * seeking) and sets the type from the extension, which the upload chose from the sniffed bytes.
 * No folder listing; temporary dot-files are never served; a missing file is a plain 404, a Range
 * past the file's end a 416.
 */
export function mediaStatic(dir: string): Router {
  const files = express.static(dir, {
    index: false,
    redirect: false,
    dotfiles: 'ignore',
    immutable: true,
    maxAge: 365 * 24 * 60 * 60 * 1000,
    fallthrough: true,
  });
  const router = Router();
  router.use('/media', (req: Request, res: Response, next: NextFunction) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    files(req, res, (error?: unknown) => {
      if (error) return answerFileError(error, req, res, next);
      sendErrorAnswer(req, res, 404, { message: 'Not found' });
    });
  });
  return router;
}
