import { CanActivate, ExecutionContext, Inject, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import { ReadYourWrites } from '../../application/process-managers/read-your-writes';
import { READ_YOUR_WRITES } from '../shared/tokens';

const ANSWERS_FROM_STREAMS = 'answersFromStreams';

/**
 * On a handler whose answer reads no read model, only event streams and the payment gateway (a
 * payment reported, a test card taken): it does not wait for the read models of earlier commands,
 * which follow in the background while it works. Whatever reads them next still waits.
 */
export const AnswersFromStreams = () => SetMetadata(ANSWERS_FROM_STREAMS, true);

/**
 * Before a handler runs, the read models show what this process's commands appended, also those
 * that answered without waiting for them (a started or confirmed payment): so the next page, the
 * calendar and the guide's list read them up to date. Free when they are there already, as they
 * usually are by then. For every HTTP handler and the chat's messages on its WebSocket alike; the
 * answers served before Nest (kept reads, pages) wait in freshReadModels (fresh-read-models.ts).
 */
@Injectable()
export class FreshReadModelsGuard implements CanActivate {
  constructor(
    @Inject(READ_YOUR_WRITES) private readonly settled: ReadYourWrites,
    private readonly reflector: Reflector,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (this.reflector.getAllAndOverride<boolean>(ANSWERS_FROM_STREAMS, [context.getHandler(), context.getClass()])) return true;
    await this.settled.fresh();
    return true;
  }
}
