import { CanActivate, Inject, Injectable } from '@nestjs/common';
import { ReadYourWrites } from '../../application/process-managers/read-your-writes';
import { READ_YOUR_WRITES } from '../shared/tokens';

/**
 * The same wait as freshReadModels (fresh-read-models.ts) for what reaches Nest without passing the
 * HTTP middleware: the chat's messages on its WebSocket. Free when the read models are up to date.
 */
@Injectable()
export class FreshReadModelsGuard implements CanActivate {
  constructor(@Inject(READ_YOUR_WRITES) private readonly settled: ReadYourWrites) {}

  async canActivate(): Promise<boolean> {
    await this.settled.fresh();
    return true;
  }
}
