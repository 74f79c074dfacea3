import { Inject, Injectable, Logger, Module, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import { Interval } from '@nestjs/schedule';
import { EventStore } from '../../application/ports/event-store';
import { ProjectionStore } from '../../application/ports/read-models';
import { ProjectionRunner } from '../../application/projections/projection-runner';
import { EVENT_STORE, PROJECTION_RUNNER, PROJECTION_STORE } from '../shared/tokens';
import { allProjections } from './all-projections';

/** Keeps read models caught up: at start, right after each local append, and by polling for other processes' appends. */
@Injectable()
export class ProjectionCatchUp implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger('Projections');
  private unsubscribe?: () => void;

  constructor(
    @Inject(PROJECTION_RUNNER) private readonly runner: ProjectionRunner,
    @Inject(EVENT_STORE) private readonly events: EventStore,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.runner.catchUp();
    this.unsubscribe = this.events.onAppended(() => void this.runner.catchUp());
  }

  @Interval('projections-poll', 1000)
  poll(): void {
    void this.runner.catchUp();
  }

  async onModuleDestroy(): Promise<void> {
    this.unsubscribe?.();
    await this.runner.catchUp().catch((error: unknown) => this.logger.error(error));
  }
}

@Module({
  providers: [
    {
      provide: PROJECTION_RUNNER,
      inject: [EVENT_STORE, PROJECTION_STORE],
      useFactory: (events: EventStore, store: ProjectionStore) => {
        const logger = new Logger('Projections');
        return new ProjectionRunner(events, store, allProjections, {
          onError: (name, error) => logger.error(`Projection ${name} failed; it will retry`, error as Error),
        });
      },
    },
    ProjectionCatchUp,
  ],
  exports: [PROJECTION_RUNNER],
})
export class ProjectionsModule {}
