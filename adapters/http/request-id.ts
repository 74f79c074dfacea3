import { randomUUID } from 'node:crypto';
import type { NextFunction, Request, RequestHandler, Response } from 'express';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/**
 * A proxy's own id is kept so that its log and ours line up; anything else a client sends (a
 * newline, a kilobyte, a fake JSON field) must never reach a log line, so it is replaced.
 */
const SAFE_ID = /^[A-Za-z0-9._-]{1,64}$/;

const ids = new WeakMap<Request, string>();

/** Gives each request its id, answered in the X-Request-Id header and read with requestIdOf. */
export function requestIds(): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const incoming = req.get(REQUEST_ID_HEADER);
    const id = incoming !== undefined && SAFE_ID.test(incoming) ? incoming : randomUUID();
    ids.set(req, id);
    res.setHeader(REQUEST_ID_HEADER, id);
    next();
  };
}

/** The id requestIds gave this request; undefined only for a request that never went through it. */
export function requestIdOf(req: Request): string | undefined {
  return ids.get(req);
}

/** An error answer written outside Nest's exception filter (a middleware's), with the id like every other. */
export function sendErrorAnswer(
  req: Request,
  res: Response,
  status: number,
  body: { message: string; errors?: Record<string, string> },
): void {
  const requestId = requestIdOf(req);
  res.status(status).json(requestId === undefined ? body : { ...body, requestId });
}
