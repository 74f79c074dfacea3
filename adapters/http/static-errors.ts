import type { NextFunction, Request, Response } from 'express';
import { sendErrorAnswer } from './request-id';

interface SendError {
  statusCode: number;
  message: string;
  headers?: Record<string, string>;
}

/**
 * express.static hands on the errors it meets once it has found the file: a Range that lies
 * beyond its end (416, its Content-Range giving the file's length) or a failed precondition (412).
 * They are answered with their own status, not taken for a missing file; a failure to read the
 * file goes on to the error handler as the server's fault.
 */
export function answerFileError(error: unknown, req: Request, res: Response, next: NextFunction): void {
  if (!isSendError(error) || error.statusCode >= 500) return next(error);
  if (error.headers) res.set(error.headers);
  sendErrorAnswer(req, res, error.statusCode, { message: error.message });
}

function isSendError(error: unknown): error is SendError {
  return typeof error === 'object' && error !== null && typeof (error as { statusCode?: unknown }).statusCode === 'number';
}
