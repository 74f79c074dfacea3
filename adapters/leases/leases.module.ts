import { Global, Inject, Logger, Module, OnModuleDestroy, OnModuleInit } from '@nestjs/common';
import { SchedulerRegistry } from '@nestjs/schedule';
import { AppConfig } from '../config/app-config';
import { Database } from '../persistence/database';
import { APP_CONFIG, DATABASE } from '../shared/tokens';
import { LeaseKeeper } from './lease-keeper';
import { SqlLeases } from './sql-leases';

/**
 * The process's LeaseKeeper, for every module's background work. Global: its hooks run around the
 * others' (Nest runs a global module's init first and its destroy last), so the first round is done
 * before any start-up run asks `holds()`, and the leases are released only once that work stopped.
 */
@Global()
@Module({
  providers: [
    {
      provide: LeaseKeeper,
      inject: [DATABASE, APP_CONFIG],
      useFactory: (db: Database, config: AppConfig) => new LeaseKeeper(SqlLeases.of(db, config.leaseTtlMs), { ttlMs: config.leaseTtlMs }),
    },
  ],
  exports: [LeaseKeeper],
})
export class LeasesModule implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger('Leases');

  constructor(
    private readonly keeper: LeaseKeeper,
    private readonly schedules: SchedulerRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The first round, then one every third of the TTL: a lease is renewed twice before it could lapse. */
  async onModuleInit(): Promise<void> {
    await this.keeper.keep();
    this.logger.log(`Holding ${this.keeper.heldNames().length} lease(s) as ${this.keeper.holder}`);
    // Registered with the schedulers, so that a shutdown stops it with them (graceful-shutdown.ts).
    this.schedules.addInterval(
      'leases',
      setInterval(() => void this.keeper.keep(), Math.max(1, Math.floor(this.config.leaseTtlMs / 3))),
    );
  }

  /** A deploy hands the work over at once instead of after the TTL. */
  async onModuleDestroy(): Promise<void> {
    await this.keeper.release();
  }
}
