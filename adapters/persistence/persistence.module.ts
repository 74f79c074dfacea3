import { randomUUID } from 'node:crypto';
import { DynamicModule, Global, Inject, Logger, Module, OnApplicationShutdown } from '@nestjs/common';
import { Clock, IdGenerator, systemClock } from '../../application/ports/clock';
import { EventStore } from '../../application/ports/event-store';
import { BookingReferenceDrawer, drawBookingReference } from '../../application/bookings/booking-references';
import { AppConfig } from '../config/app-config';
import {
  APP_CONFIG,
  BOOKING_REFERENCE_DRAWER,
  CHECKPOINT_STORE,
  CLOCK,
  DATABASE,
  EVENT_STORE,
  ID_GENERATOR,
  PROJECTION_STORE,
  RECORD_STORE,
} from '../shared/tokens';
import { Database, openDatabase, pgliteDirIn } from './database';
import { EventStoreDbEventStore } from './eventstoredb-event-store';
import { PostgresEventStore } from './postgres-event-store';
import { SqlProjectionStore } from './sql-projection-store';
import { TableWrites } from './table-writes';
import { TypeOrmRecordStore } from './typeorm-record-store';

export interface PersistenceOptions {
  /** Tests pass an already opened database (in-memory PGlite, or a schema of their own). */
  readonly database?: Database;
  readonly clock?: Clock;
  /** Tests of a reference drawn twice choose the draws; otherwise crypto randomness. */
  readonly drawBookingReference?: BookingReferenceDrawer;
}

/** Chooses the adapters from the configuration: PGlite or PostgreSQL, and where events live. */
@Global()
@Module({})
export class PersistenceModule implements OnApplicationShutdown {
  private readonly logger = new Logger('Persistence');

  constructor(
    @Inject(DATABASE) private readonly database: Database,
    @Inject(EVENT_STORE) private readonly events: EventStore,
  ) {}

  static forRoot(config: AppConfig, options: PersistenceOptions = {}): DynamicModule {
    const clock = options.clock ?? systemClock;
    return {
      module: PersistenceModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: CLOCK, useValue: clock },
        { provide: ID_GENERATOR, useValue: { newId: () => randomUUID() } satisfies IdGenerator },
        { provide: BOOKING_REFERENCE_DRAWER, useValue: options.drawBookingReference ?? drawBookingReference },
        {
          provide: DATABASE,
          useFactory: (): Database | Promise<Database> =>
            options.database
              ? { ...options.database, close: async () => {} } // the test that opened it closes it
              : openDatabase({
                  databaseUrl: config.databaseUrl,
                  pgliteDir: pgliteDirIn(config.dataDir),
                  timeouts: config.databaseTimeouts,
                  // Released by main.ts once the start-up work (the first-run seed) is done.
                  holdStartupLock: true,
                  log: (message) => new Logger('Database').log(message),
                }),
        },
        {
          provide: EVENT_STORE,
          inject: [DATABASE],
          useFactory: (db: Database): EventStore =>
            config.eventStoreUrl
              ? new EventStoreDbEventStore({ connectionString: config.eventStoreUrl, clock })
              : new PostgresEventStore(db.dataSource, db.kind, clock),
        },
        { provide: PROJECTION_STORE, inject: [DATABASE], useFactory: (db: Database) => new SqlProjectionStore(db.dataSource) },
        { provide: CHECKPOINT_STORE, useExisting: PROJECTION_STORE },
        { provide: TableWrites, useValue: new TableWrites() },
        {
          provide: RECORD_STORE,
          inject: [DATABASE, TableWrites],
          // Copies kept of plain records (the public reads) learn of every write of this process.
          useFactory: (db: Database, writes: TableWrites) => writes.reporting(new TypeOrmRecordStore(db.dataSource)),
        },
      ],
      exports: [
        APP_CONFIG,
        CLOCK,
        ID_GENERATOR,
        BOOKING_REFERENCE_DRAWER,
        DATABASE,
        EVENT_STORE,
        PROJECTION_STORE,
        CHECKPOINT_STORE,
        RECORD_STORE,
        TableWrites,
      ],
    };
  }

  /**
   * The last step of a shutdown: a global module's hooks run after every other module's, so the
   * background work (stopped in their OnModuleDestroy) no longer needs the database.
   */
  async onApplicationShutdown(): Promise<void> {
    await this.events.close();
    await this.database.close();
    this.logger.log('Closed the event store and the database');
  }
}
