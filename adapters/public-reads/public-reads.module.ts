import { Inject, Injectable, Logger, Module, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { contentChangesTable } from '../../application/audit/content-changes';
import { AvailabilityService } from '../../application/availability/availability-service';
import { PackageService } from '../../application/catalogue/package-service';
import { Clock } from '../../application/ports/clock';
import { AvailabilityModule } from '../availability/availability.module';
import { CatalogueModule } from '../catalogue/catalogue.module';
import { AppConfig } from '../config/app-config';
import { Database } from '../persistence/database';
import { TableWrites } from '../persistence/table-writes';
import { APP_CONFIG, CLOCK, DATABASE } from '../shared/tokens';
import { PublicReads } from './public-reads';
import { tagsOfTables } from './public-tags';
import { RemoteContentChanges } from './remote-content-changes';

/**
 * Tells the kept public reads of every change: this process's writes as they commit, another
 * server's from the audit rows every second. The claims on days come from the projection runner
 * (projections.module.ts). Another server's change may also sit in this process's own short-lived
 * copies (the package list, the schedule), which are dropped with it.
 */
@Injectable()
export class PublicChangeFeeds implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('PublicReads');
  private readonly remote: RemoteContentChanges;

  constructor(
    reads: PublicReads,
    writes: TableWrites,
    @Inject(DATABASE) database: Database,
    packages: PackageService,
    availability: AvailabilityService,
  ) {
    this.remote = new RemoteContentChanges(database.dataSource, (tags) => {
      if (tags.has('packages')) packages.forget();
      if (tags.has('availability')) availability.forgetSchedule();
      reads.changes.changed(tags);
    });
    writes.subscribe(({ tables, inserted }) => {
      this.remote.noteOwn((inserted.get(contentChangesTable.name) ?? []).map((row) => (row as { id: number }).id));
      reads.changes.changed(tagsOfTables(tables));
    });
  }

  /** Notes where the audit rows stand before any request is answered. */
  async onApplicationBootstrap(): Promise<void> {
    await this.remote.poll();
  }

  /** Every second; never rejects (a failed look is tried again at the next). */
  @Interval('public-reads-poll', 1000)
  poll(): Promise<void> {
    return this.remote.poll().catch((error: unknown) => this.logger.warn(`Reading the content changes failed: ${String(error)}`));
  }

  /** A look under way ends before the database closes. */
  async onModuleDestroy(): Promise<void> {
    await this.remote.idle();
  }
}

@Module({
  imports: [CatalogueModule, AvailabilityModule],
  providers: [
    {
      provide: PublicReads,
      inject: [CLOCK, APP_CONFIG],
      useFactory: (clock: Clock, config: AppConfig) => new PublicReads(clock, config.publicOrigin),
    },
    PublicChangeFeeds,
  ],
  exports: [PublicReads],
})
export class PublicReadsModule {}
