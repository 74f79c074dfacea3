import type { NextFunction, Request, Response } from 'express';
import { ReadYourWrites } from '../../application/process-managers/read-your-writes';

/**
 * The wait of FreshReadModelsGuard (fresh-read-models.guard.ts) for the reads answered before Nest
 * routes them (the answers and pages kept in memory, the media, the app's files): they too show
 * what this process's commands appended. Every other method reaches a Nest handler, where the
 * guard waits, unless the handler answers from the event streams alone (AnswersFromStreams).
 */
export function freshReadModels(settled: Pick<ReadYourWrites, 'fresh'>) {
  return (req: Request, _res: Response, next: NextFunction): void => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    settled.fresh().then(() => next(), next);
  };
}
