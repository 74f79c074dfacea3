import { TypeOrmOptInStore, TypeOrmUnsubscribeStore } from '../../adapters/campaigns/typeorm-campaign-store';
import { TypeOrmWaitlistLinks, TypeOrmWaitlistQueries } from '../../adapters/waitlist/waitlist-tables';
import { WaitlistOffers } from '../../application/waitlist/waitlist-service';
import { randomUUID } from 'node:crypto';
import { LapsedHolds } from '../../application/availability/lapsed-holds';
import { BookingQueries } from '../../application/bookings/booking-queries';
import { BookingService } from '../../application/bookings/booking-service';
import { CheckoutService } from '../../application/checkout/checkout-service';
import { QuoteService } from '../../application/bookings/quote-service';
import { SlotSchedule } from '../../application/bookings/slot-schedule';
import { PackageRow } from '../../application/catalogue/package-service';
import { PaymentGateway } from '../../application/payments/payment-gateway';
import { EventStore } from '../../application/ports/event-store';
import { ProcessManager } from '../../application/process-managers/process-manager';
import { ProcessManagerRunner } from '../../application/process-managers/process-manager-runner';
import { ReadYourWrites } from '../../application/process-managers/read-your-writes';
import { ProjectionWaiter } from '../../application/projections/projection';
import { assertDistinctConsumerNames } from '../../application/projections/log-consumers';
import { ProjectionRunner } from '../../application/projections/projection-runner';
import { DEFAULT_PACKAGES } from '../../domain/catalogue/package-defaults';
import { typeOrmLapsedHolds } from '../../adapters/availability/lapsed-holds.schedule';
import { TypeOrmBookingQueries } from '../../adapters/bookings/typeorm-booking-queries';
import { TypeOrmReferralCodes } from '../../adapters/referrals/typeorm-referral-queries';
import { SqlHoldQuota } from '../../adapters/checkout/sql-hold-quota';
import { TypeOrmOutboxStore } from '../../adapters/messaging/typeorm-outbox-store';
import { TestPaymentGateway } from '../../adapters/payments/test-payment-gateway';
import { Database } from '../../adapters/persistence/database';
import { PostgresEventStore } from '../../adapters/persistence/postgres-event-store';
import { SqlProjectionStore } from '../../adapters/persistence/sql-projection-store';
import { TypeOrmRecordStore } from '../../adapters/persistence/typeorm-record-store';
import { SiteContentService } from '../../application/content/site-content-service';
import { MessageTemplateService } from '../../application/messaging/message-template-service';
import { MediaImages } from '../../application/media/media-images';
import { WaiverDocuments } from '../../application/waivers/waiver-documents';
import { WaiverService } from '../../application/waivers/waiver-service';
import { WaiverTermsService } from '../../application/waivers/waiver-terms-service';
import { TypeOrmWaiverBookings, TypeOrmWaiverQueries } from '../../adapters/waivers/typeorm-waiver-queries';
import { TypeOrmWaiverCopyLinks, TypeOrmWaiverReferences } from '../../adapters/waivers/typeorm-waiver-links';
import { SqlSendQuota } from '../../adapters/messaging/sql-send-quota';
import { SendLimits } from '../../application/messaging/send-quota';
import { allProcessManagers, ProcessManagerPorts } from '../../adapters/projections/all-process-managers';
import { allProjections } from '../../adapters/projections/all-projections';
import { TestClock } from './test-clock';
import { untilLogVisible } from './visible-log';

/** The starting packages with the ids a seeded database gives them. */
export const ENGINE_PACKAGES: PackageRow[] = DEFAULT_PACKAGES.map((p, i) => ({
  ...p,
  timeSlots: [...p.timeSlots],
  season: [],
  features: [...p.features],
  id: i + 1,
  createdAt: new Date(0),
  updatedAt: new Date(0),
}));

/** The public origin the engine's messages link to. */
/** The cap on open checkouts, as the app keeps it; high, since one test books many trips for one customer. */
const ENGINE_HOLDS_PER_CLIENT = 1_000;
export const ENGINE_SITE_ORIGIN = 'https://wabamunfishing.test';

/**
 * The wait of an engine whose process dies at a step, for read models it will never see. Only
 * there: a busy CI machine has taken longer than this to project a healthy engine's writes.
 */
export const DYING_SETTLE_MS = 300;

export interface EngineOptions {
  readonly clock: TestClock;
  /**
   * How long a command waits for its read models and process managers: the app's own wait (5 s)
   * unless set. An engine whose process dies at a step never catches up: DYING_SETTLE_MS.
   */
  readonly settleTimeoutMs?: number;
  /** The process managers this "process" runs (default: the app's own). */
  readonly managers?: (ports: ProcessManagerPorts) => ProcessManager[];
  /** Wraps the event store, e.g. to stop the process at a chosen append. */
  readonly events?: (store: EventStore) => EventStore;
  readonly gateway?: (gateway: TestPaymentGateway) => PaymentGateway;
  /** How many emails signatures may cause in an hour (default: the app's). */
  readonly waiverEmailLimits?: SendLimits;
}

/**
 * The event engine and the booking use cases without Nest, on one database: what one server
 * process holds in memory. `start` again on the same database is that process after a restart.
 */
export class Engine {
  readonly store: PostgresEventStore;
  readonly events: EventStore;
  readonly projectionStore: SqlProjectionStore;
  readonly projections: ProjectionRunner;
  readonly managers: ProcessManagerRunner;
  readonly background: ProcessManagerRunner;
  readonly settled: ProjectionWaiter;
  readonly testGateway: TestPaymentGateway;
  readonly gateway: PaymentGateway;
  readonly queries: BookingQueries;
  readonly bookings: BookingService;
  readonly checkout: CheckoutService;
  readonly lapsedHolds: LapsedHolds;
  readonly waivers: WaiverService;
  readonly errors: { name: string; error: unknown }[] = [];
  /** What the process managers run on, to make more of them in a test. */
  readonly ports: ProcessManagerPorts;

  constructor(
    readonly database: Database,
    readonly options: EngineOptions,
  ) {
    const { clock } = options;
    this.store = new PostgresEventStore(database.dataSource, database.kind, clock);
    this.events = options.events ? options.events(this.store) : this.store;
    this.projectionStore = new SqlProjectionStore(database.dataSource);
    this.testGateway = new TestPaymentGateway(database.dataSource, clock);
    this.gateway = options.gateway ? options.gateway(this.testGateway) : this.testGateway;
    const onError = (name: string, error: unknown) => this.errors.push({ name, error });
    this.projections = new ProjectionRunner(this.events, this.projectionStore, allProjections, { onError, retryMs: { first: 0, max: 0 } });
    const records = new TypeOrmRecordStore(database.dataSource);
    const content = new SiteContentService(records, clock, new MediaImages(records));
    const terms = new WaiverTermsService(records, clock);
    const ports: ProcessManagerPorts = (this.ports = {
      events: this.events,
      gateway: this.gateway,
      schedule: everySlotOffered,
      outbox: new TypeOrmOutboxStore(database.dataSource),
      content,
      templates: new MessageTemplateService(records, clock),
      clock,
      siteOrigin: ENGINE_SITE_ORIGIN,
      waiverDocuments: new WaiverDocuments(this.events, terms, content),
      waiverCopyLinks: new TypeOrmWaiverCopyLinks(database.dataSource),
      waiverReferences: new TypeOrmWaiverReferences(database.dataSource),
      creditAccounts: new TypeOrmReferralCodes(database.dataSource),
      // Wired as the app wires them: a manager left without its port would be silently off.
      waitlistLinks: new TypeOrmWaitlistLinks(database.dataSource),
      holdLimits: { holds: new SqlHoldQuota(database.dataSource), holdsPerClient: ENGINE_HOLDS_PER_CLIENT },
      marketingChoices: {
        unsubscribes: new TypeOrmUnsubscribeStore(database.dataSource),
        optIns: new TypeOrmOptInStore(database.dataSource),
      },
    });
    const managers = (options.managers ?? allProcessManagers)(ports);
    assertDistinctConsumerNames(allProjections, managers);
    const runner = (list: ProcessManager[]) =>
      new ProcessManagerRunner(this.events, this.projectionStore, list, { onError, retryMs: { first: 0, max: 0 } });
    this.managers = runner(managers.filter((m) => !m.background));
    this.background = runner(managers.filter((m) => m.background));
    const settled = new ReadYourWrites(this.projections, this.managers);
    this.settled = { waitFor: (position, timeoutMs, types) => settled.waitFor(position, timeoutMs ?? options.settleTimeoutMs, types) };
    this.queries = new TypeOrmBookingQueries(database.dataSource);
    // The contract suites book trips years ahead of their clock: the booking horizon is not what they test.
    const quotes = new QuoteService({
      packages: { list: async () => ENGINE_PACKAGES },
      referralCodes: new TypeOrmReferralCodes(database.dataSource),
      clock,
      horizon: { bookingHorizonDays: async () => 10 * 365 },
    });
    const ids = { newId: () => randomUUID() };
    this.bookings = new BookingService({ events: this.events, queries: this.queries, settled: this.settled, quotes, clock, ids });
    // Wired as the app wires them: a port left out would switch its feature off.
    const holds = new SqlHoldQuota(database.dataSource);
    this.checkout = new CheckoutService({
      events: this.events,
      queries: this.queries,
      settled: this.settled,
      quotes,
      schedule: everySlotOffered,
      gateway: this.gateway,
      clock,
      ids,
      limits: { holds, holdsPerClient: ENGINE_HOLDS_PER_CLIENT, credit: new TypeOrmReferralCodes(database.dataSource) },
      waitlistOffers: new WaitlistOffers(new TypeOrmWaitlistLinks(database.dataSource), new TypeOrmWaitlistQueries(database.dataSource)),
    });
    this.lapsedHolds = new LapsedHolds(this.events, typeOrmLapsedHolds(database.dataSource), clock, holds);
    this.waivers = new WaiverService(
      this.events,
      new TypeOrmWaiverQueries(database.dataSource),
      new TypeOrmWaiverBookings(database.dataSource),
      terms,
      content,
      this.settled,
      clock,
      ids,
      new SqlSendQuota(database.dataSource),
      options.waiverEmailLimits,
    );
  }

  /** Both runners caught up with the whole visible log, as a server does at start-up. */
  async catchUp(): Promise<void> {
    for (let round = 0; round < 2; round++) {
      // What the round before appended too: another suite's open transaction may hold it back a moment.
      await untilLogVisible(this.database);
      await this.managers.catchUp();
      await this.projections.catchUp();
      await this.background.catchUp();
    }
  }

  /** A visitor's whole checkout with the test gateway's success card, up to (not including) the confirmation. */
  async paidCheckout(details: Parameters<CheckoutService['startPayment']>[0]) {
    const started = await this.checkout.startPayment(details, undefined, { kind: 'visitor' });
    await this.testGateway.confirmWithCard(
      started.paymentIntentId,
      { clientSecret: started.clientSecret, cardNumber: '4242 4242 4242 4242', expiry: '12/40', cvc: '123' },
      this.options.clock.now(),
    );
    return started;
  }
}

const everySlotOffered: SlotSchedule = { isOffered: async () => true };

/** A crash of the process at a chosen moment: everything after it in that process never happens. */
export class Crash extends Error {
  override readonly name = 'Crash';
}
