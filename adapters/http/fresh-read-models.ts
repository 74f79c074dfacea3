import type { NextFunction, Request, Response } from 'express';
import { ReadYourWrites } from '../../application/process-managers/read-your-writes';

/**
 * Before any request is answered, even from the answers kept in memory, the read models show what
 * this process's commands appended, also those that answered without waiting for them (a started
 * or confirmed payment): so the next page, the calendar and the guide's list read them up to date.
 * Free when they are there already, as they usually are by then. (Chat messages wait the same way
 * through FreshReadModelsGuard.)
 */
export function freshReadModels(settled: Pick<ReadYourWrites, 'fresh'>) {
  return (_req: Request, _res: Response, next: NextFunction): void => {
    settled.fresh().then(() => next(), next);
  };
}
