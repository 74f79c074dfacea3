import { Logger } from '@nestjs/common';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { performance } from 'node:perf_hooks';
import { redactUrl } from '../logging/redact';
import { clientAddressOf } from './client-address';
import { requestIdOf } from './request-id';

/** The fields of an access line; in JSON mode each is a field of the line. */
export interface AccessLine {
  readonly method: string;
  /** Query values with sensitive names or secret-looking values are masked (redact.ts). */
  readonly path: string;
  readonly status: number;
  readonly durationMs: number;
  /** Bytes sent on the connection for this answer, headers included (compressed, when it was). */
  readonly bytes: number;
  readonly client: string | null;
  readonly requestId: string | undefined;
  /** Set when the client went away before the whole answer was sent. */
  readonly aborted?: true;
}

/**
 * One line per request once its answer has gone out (or the client left). Registered after
 * requestIds, which it reads. Never the headers or the body: that is where the cookies, tokens
 * and passwords are.
 */
export function accessLog(logger = new Logger('HTTP')): RequestHandler {
  return (req: Request, res: Response, next: NextFunction) => {
    const started = performance.now();
    const socket = req.socket;
    // A keep-alive connection carries answers one after the other: count this one's share only.
    const bytesBefore = socket.bytesWritten;
    res.once('close', () => {
      const line: AccessLine = {
        method: req.method,
        path: redactUrl(req.originalUrl),
        status: res.statusCode,
        durationMs: Math.round((performance.now() - started) * 10) / 10,
        bytes: socket.bytesWritten - bytesBefore,
        client: clientAddressOf(req),
        requestId: requestIdOf(req),
        ...(res.writableFinished ? {} : { aborted: true as const }),
      };
      logger.log(`${line.method} ${line.path} ${line.status} ${line.durationMs} ms`, line);
    });
    next();
  };
}
