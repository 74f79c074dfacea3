import { CanActivate, Inject, Injectable } from '@nestjs/common';
import { ReadYourWrites } from '../../application/process-managers/read-your-writes';
import { READ_YOUR_WRITES } from '../shared/tokens';

/**
 * Before any request or chat message is handled, the read models show what this process's
 * commands appended, also those that answered without waiting for them (a started or confirmed
 * payment): so a visitor's next page, the guide's list and the chat read them up to date. Free
 * when they are there already, as they usually are by then.
 */
@Injectable()
export class FreshReadModelsGuard implements CanActivate {
  constructor(@Inject(READ_YOUR_WRITES) private readonly settled: ReadYourWrites) {}

  async canActivate(): Promise<boolean> {
    await this.settled.fresh();
    return true;
  }
}
