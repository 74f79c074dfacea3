import { Global, Inject, Logger, Module, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Database } from '../persistence/database';
import { DATABASE } from '../shared/tokens';
import { RateLimitWindows } from './rate-limit-windows';

/** How often each server deletes the windows no limit reads any more. */
const PURGE_EVERY_MS = 60_000;

/** The rate limits' windows in the database (rate-limit-windows.ts), for any module's guards. */
@Global()
@Module({
  providers: [{ provide: RateLimitWindows, inject: [DATABASE], useFactory: (db: Database) => new RateLimitWindows(db.dataSource) }],
  exports: [RateLimitWindows],
})
export class RateLimitsModule implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('RateLimits');
  private timer: NodeJS.Timeout | undefined;

  constructor(@Inject(RateLimitWindows) private readonly windows: RateLimitWindows) {}

  onApplicationBootstrap(): void {
    this.timer = setInterval(() => {
      this.windows.purge().catch((error: unknown) => {
        this.logger.warn(`Purging old rate-limit windows failed; it runs again in a minute: ${String(error)}`);
      });
    }, PURGE_EVERY_MS);
    this.timer.unref();
  }

  /** The counts still being written go in before the database closes. */
  async onModuleDestroy(): Promise<void> {
    clearInterval(this.timer);
    await this.windows.settled();
  }
}
