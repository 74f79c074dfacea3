import { Inject, Injectable, Logger, Module, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { Interval } from '@nestjs/schedule';
import { AvailabilityService } from '../../application/availability/availability-service';
import { SiteContentService } from '../../application/content/site-content-service';
import { MessageTemplateService } from '../../application/messaging/message-template-service';
import { OutboxStore } from '../../application/messaging/outbox';
import { PaymentGateway } from '../../application/payments/payment-gateway';
import { Clock } from '../../application/ports/clock';
import { EventStore } from '../../application/ports/event-store';
import { CheckpointStore, ProjectionStore } from '../../application/ports/read-models';
import { ProcessManager } from '../../application/process-managers/process-manager';
import { ProcessManagerRunner } from '../../application/process-managers/process-manager-runner';
import { ReadYourWrites } from '../../application/process-managers/read-your-writes';
import { WaiverDocuments } from '../../application/waivers/waiver-documents';
import { assertDistinctConsumerNames } from '../../application/projections/log-consumers';
import { ProjectionRunner } from '../../application/projections/projection-runner';
import { AvailabilityModule } from '../availability/availability.module';
import { scheduleOf } from '../bookings/schedule-of-availability';
import { SqlHoldQuota } from '../checkout/sql-hold-quota';
import { TypeOrmOptInStore, TypeOrmUnsubscribeStore } from '../campaigns/typeorm-campaign-store';
import { Database } from '../persistence/database';
import { TypeOrmReferralCodes } from '../referrals/typeorm-referral-queries';
import { TypeOrmWaitlistLinks } from '../waitlist/waitlist-tables';
import { AppConfig } from '../config/app-config';
import { messageOriginOf } from '../http/request-origin';
import { MessagingModule } from '../messaging/messaging.module';
import { ContentModule } from '../content/content.module';
import { MessageSettingsModule } from '../messaging/message-settings.module';
import { OUTBOX_STORE } from '../messaging/messaging.tokens';
import { PublicReads } from '../public-reads/public-reads';
import { PublicReadsModule } from '../public-reads/public-reads.module';
import { WaiverDocumentsModule } from '../waivers/waiver-documents.module';
import { LeaseKeeper } from '../leases/lease-keeper';
import { FreshReadModelsGuard } from '../http/fresh-read-models.guard';
import {
  APP_CONFIG,
  CHECKPOINT_STORE,
  CLOCK,
  DATABASE,
  EVENT_STORE,
  PAYMENT_GATEWAY,
  BACKGROUND_RUNNER,
  PROCESS_MANAGER_RUNNER,
  PROJECTION_RUNNER,
  PROJECTION_STORE,
  READ_YOUR_WRITES,
} from '../shared/tokens';
import { LOG_CONSUMERS, LogConsumers } from './log-consumers.module';
import { TypeOrmWaiverCopyLinks, TypeOrmWaiverReferences } from '../waivers/typeorm-waiver-links';

/** The leases of the process managers' polling (adapters/leases/lease-keeper.ts). */
export const MANAGERS_POLL_LEASE = 'process-managers:poll';
export const BACKGROUND_MANAGERS_LEASE = 'process-managers:background';

/**
 * Keeps the log's consumers caught up: at start, and every second for what no request waits for
 * (another server's appends, a scheduled job's, and the background managers: the messages of a
 * second's bookings are written in one run, and the outbox is sent every 5 seconds anyway). A
 * command of this process waits for its own events (ReadYourWrites), which runs the read models
 * and the managers it needs at once; the appends of concurrent commands share one run. Each
 * runner reads the log once per batch for all of its consumers.
 *
 * The read models follow the log on every server: each server's copies in memory follow them. The
 * managers are polled by the server holding their lease only: the background runner entirely (its
 * managers send messages, and nothing waits for them), the first runner's poll only. Its catch-up
 * for a request's own events still runs on whichever server took the request: its steps are
 * commands with expected versions, harmless if another server takes them too, and a request must
 * not wait for another server. That runner, not polling, takes up the stored checkpoints now and
 * then, so a request does not replay all that the polling server handled since.
 */
@Injectable()
export class LogCatchUp implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Projections');
  private refreshedAt = 0;

  constructor(
    @Inject(PROJECTION_RUNNER) private readonly projections: ProjectionRunner,
    @Inject(PROCESS_MANAGER_RUNNER) private readonly managers: ProcessManagerRunner,
    @Inject(BACKGROUND_RUNNER) private readonly background: ProcessManagerRunner,
    private readonly leases: LeaseKeeper,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    // Taken from another server: its runner may have got further than this one's positions.
    leases.want(MANAGERS_POLL_LEASE, () => this.takeOver(this.managers));
    leases.want(BACKGROUND_MANAGERS_LEASE, () => this.takeOver(this.background));
  }

  async onApplicationBootstrap(): Promise<void> {
    // A step a crash interrupted is finished before the site takes requests; the messages by the
    // server holding their lease (LeasesModule's first round is done by now).
    await Promise.all([this.projections.catchUp(), this.managers.catchUp(), this.backgroundCatchUp()]);
  }

  @Interval('log-poll', 1000)
  poll(): void {
    void this.projections.catchUp();
    if (this.leases.holds(MANAGERS_POLL_LEASE)) void this.managers.catchUp();
    else if (Date.now() - this.refreshedAt >= this.config.leaseTtlMs / 3) {
      this.refreshedAt = Date.now();
      void this.managers.reload().catch((error: unknown) => this.logger.warn(`Reading the managers' checkpoints failed: ${String(error)}`));
    }
    void this.backgroundCatchUp();
  }

  /** At shutdown, once the schedulers are stopped (graceful-shutdown.ts) and before the database closes. */
  async onModuleDestroy(): Promise<void> {
    await Promise.all([this.projections.catchUp(), this.managers.catchUp(), this.backgroundCatchUp()]).catch((error: unknown) =>
      this.logger.error(error),
    );
    // Saved forward only (SqlProjectionStore.save): a runner another server took over saves harmlessly.
    await Promise.all([this.managers.flush(), this.background.flush()]).catch((error: unknown) => this.logger.error(error));
    this.logger.log('Read models and process managers caught up');
  }

  private backgroundCatchUp(): Promise<void> {
    return this.leases.holds(BACKGROUND_MANAGERS_LEASE) ? this.background.catchUp() : Promise.resolve();
  }

  private async takeOver(runner: ProcessManagerRunner): Promise<void> {
    await runner.reload();
    await runner.catchUp();
  }
}

/** Commands wait for their steps (the first runner) but not for their messages (the background one). */
const PROCESS_MANAGERS = Symbol('ProcessManagers');

function managerRunner(events: EventStore, checkpoints: CheckpointStore, managers: ProcessManager[]): ProcessManagerRunner {
  const logger = new Logger('ProcessManagers');
  return new ProcessManagerRunner(events, checkpoints, managers, {
    onError: (name, error, event) =>
      logger.error(
        `${name} failed${event ? ` on ${event.type} of ${event.streamId} v${event.version}` : ''}; it will retry`,
        error as Error,
      ),
  });
}

@Module({
  imports: [AvailabilityModule, MessagingModule, ContentModule, MessageSettingsModule, WaiverDocumentsModule, PublicReadsModule],
  providers: [
    {
      provide: PROJECTION_RUNNER,
      inject: [EVENT_STORE, PROJECTION_STORE, AvailabilityService, PublicReads, LOG_CONSUMERS],
      useFactory: (
        events: EventStore,
        store: ProjectionStore,
        availability: AvailabilityService,
        reads: PublicReads,
        consumers: LogConsumers,
      ) => {
        const logger = new Logger('Projections');
        return new ProjectionRunner(events, store, consumers.projections, {
          onError: (name, error) => logger.error(`Projection ${name} failed; it will retry`, error as Error),
          // A slot claimed or released, by whichever server (the slot_claims rows are written): the
          // calendar kept in memory, and the public answers and pages that show it, are out of date.
          onCaughtUp: (batch) => {
            if (!batch.some((e) => e.category === 'slotday')) return;
            availability.forgetCalendar();
            reads.changes.changed(['availability']);
          },
        });
      },
    },
    {
      provide: PROCESS_MANAGERS,
      inject: [
        EVENT_STORE,
        PAYMENT_GATEWAY,
        AvailabilityService,
        OUTBOX_STORE,
        SiteContentService,
        MessageTemplateService,
        CLOCK,
        APP_CONFIG,
        WaiverDocuments,
        DATABASE,
        LOG_CONSUMERS,
      ],
      useFactory: (
        events: EventStore,
        gateway: PaymentGateway,
        availability: AvailabilityService,
        outbox: OutboxStore,
        content: SiteContentService,
        templates: MessageTemplateService,
        clock: Clock,
        config: AppConfig,
        waiverDocuments: WaiverDocuments,
        db: Database,
        consumers: LogConsumers,
      ) => {
        const managers = consumers.processManagers({
          events,
          gateway,
          schedule: scheduleOf(availability),
          outbox,
          content,
          templates,
          clock,
          siteOrigin: messageOriginOf(config),
          waiverDocuments,
          waiverCopyLinks: new TypeOrmWaiverCopyLinks(db.dataSource),
          waiverReferences: new TypeOrmWaiverReferences(db.dataSource),
          creditAccounts: new TypeOrmReferralCodes(db.dataSource),
          waitlistLinks: new TypeOrmWaitlistLinks(db.dataSource),
          holdLimits: { holds: new SqlHoldQuota(db.dataSource), holdsPerClient: config.holdsPerClient },
          marketingChoices: { unsubscribes: new TypeOrmUnsubscribeStore(db.dataSource), optIns: new TypeOrmOptInStore(db.dataSource) },
        });
        assertDistinctConsumerNames(consumers.projections, managers);
        return managers;
      },
    },
    {
      provide: PROCESS_MANAGER_RUNNER,
      inject: [EVENT_STORE, CHECKPOINT_STORE, PROCESS_MANAGERS],
      useFactory: (events: EventStore, checkpoints: CheckpointStore, managers: ProcessManager[]) =>
        managerRunner(
          events,
          checkpoints,
          managers.filter((m) => !m.background),
        ),
    },
    {
      provide: BACKGROUND_RUNNER,
      inject: [EVENT_STORE, CHECKPOINT_STORE, PROCESS_MANAGERS],
      useFactory: (events: EventStore, checkpoints: CheckpointStore, managers: ProcessManager[]) =>
        managerRunner(
          events,
          checkpoints,
          managers.filter((m) => m.background),
        ),
    },
    {
      provide: READ_YOUR_WRITES,
      inject: [PROJECTION_RUNNER, PROCESS_MANAGER_RUNNER],
      useFactory: (projections: ProjectionRunner, managers: ProcessManagerRunner) => new ReadYourWrites(projections, managers),
    },
    LogCatchUp,
    { provide: APP_GUARD, useClass: FreshReadModelsGuard },
  ],
  exports: [PROJECTION_RUNNER, PROCESS_MANAGER_RUNNER, BACKGROUND_RUNNER, READ_YOUR_WRITES],
})
export class ProjectionsModule {}
