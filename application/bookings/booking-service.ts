import { PLACEMENT_HOLD_MS, slotDayDecider, SlotDayCommand, slotDayStreamId } from '../../domain/availability/slot-day';
import { ClaimParty } from '../../domain/availability/slot-seats';
import {
  assertValidDetails,
  BookingDetails,
  bookingDecider,
  BookingNotFoundError,
  bookingStreamId,
  ChangeBookingStatus,
  ClearNoShow,
  MarkNoShow,
  refundableCents,
} from '../../domain/bookings/booking';
import { BookingStatus } from '../../domain/bookings/booking-rules';
import { refundFor, RefundDecision } from '../../domain/bookings/refund-policy';
import { Actor } from '../../domain/shared/actor';
import { Clock, IdGenerator } from '../ports/clock';
import { EventStore } from '../ports/event-store';
import { ProjectionWaiter } from '../projections/projection';
import { CommandPipeline, typesOf } from '../shared/command-pipeline';
import { loadStream } from '../shared/stream-state';
import { evolveBookingListRow } from './booking-list.projection';
import { BookingAsOf, BookingListRow } from './booking-read-models';
import { BookingQueries } from './booking-queries';
import { BookingReferenceDrawer, drawBookingReference, startReferencedBooking } from './booking-references';
import { BookingHistoryRow, bookingTimeline } from './booking-timeline';
import { QuoteService } from './quote-service';
import { QuoteRefusedError } from '../../domain/bookings/pricing';
import { FieldErrors, withFieldErrors } from '../shared/field-errors';

/** The choices beside the status (ChangeBookingStatus): all optional, their default today's behaviour. */
export interface StatusChangeOptions {
  readonly weather?: boolean;
  readonly notify?: boolean;
  readonly paymentDue?: boolean;
}

/** What the guide's booking use cases work with, each by name. */
export interface BookingServiceDeps {
  readonly events: EventStore;
  readonly queries: BookingQueries;
  readonly settled: ProjectionWaiter;
  readonly quotes: QuoteService;
  readonly clock: Clock;
  readonly ids: IdGenerator;
  /** Where new bookings' references come from (drawBookingReference when left out). */
  readonly drawReference?: BookingReferenceDrawer;
}

/**
 * The guide's booking use cases. Each answers once the process managers have reacted (the slot
 * taken or given back, the refund made) and the read models show it. The steps that span streams
 * or call the gateway belong to those processes; a request only holds the slot first, so that the
 * guide hears at once when another booking has it.
 */
export class BookingService {
  private readonly pipeline: CommandPipeline;

  private readonly events: EventStore;
  private readonly queries: BookingQueries;
  private readonly settled: ProjectionWaiter;
  private readonly quotes: QuoteService;
  private readonly clock: Clock;
  private readonly ids: IdGenerator;
  private readonly drawReference: BookingReferenceDrawer;

  constructor(deps: BookingServiceDeps) {
    ({ events: this.events, queries: this.queries, settled: this.settled, quotes: this.quotes, clock: this.clock, ids: this.ids } = deps);
    this.drawReference = deps.drawReference ?? drawBookingReference;
    this.pipeline = new CommandPipeline(this.events);
  }

  /**
   * A booking the guide takes (by phone), priced like any other and sold as its package's id. The
   * guide may book a slot the weekly schedule does not offer, but not one another booking has.
   */
  async request(details: BookingDetails, actor: Actor): Promise<BookingListRow> {
    assertValidDetails(details);
    // A party larger than the package takes is shown under the guide's people field.
    const sale = await withFieldErrors(
      () => this.quotes.sale(details),
      (error) => (error instanceof QuoteRefusedError && error.field === 'people' ? FieldErrors.on('people', error.message) : undefined),
    );
    const bookingId = this.ids.newId();
    const at = this.clock.now().toISOString();
    const held = await this.holdPlacement(bookingId, details, actor, sale.party);
    const { booking: result, written } = await startReferencedBooking(this.pipeline, this.drawReference, (reference) => ({
      type: 'RequestBooking',
      bookingId,
      details,
      packageId: sale.packageId,
      price: sale.price,
      reference,
      actor,
      at,
    }));
    if (result.position) await this.settled.waitFor(result.position, undefined, typesOf(held, ...written));
    return this.found(await this.queries.get(bookingId));
  }

  /**
   * Any status from any other. A booking set back from cancelled (or a checkout confirmed by hand)
   * needs its slot again: refused when another booking has it. A cancellation gives the slot back
   * and refunds a paid booking by the policy (`weather`: the operator's full refund). A booking
   * whose payment went back is confirmed only as unpaid (`paymentDue`); `notify: false` tells the
   * customer nothing of the change (payment-due.ts, booking-notices.ts).
   */
  async changeStatus(
    bookingId: string,
    to: BookingStatus,
    reason: string | undefined,
    actor: Actor,
    options: StatusChangeOptions = {},
  ): Promise<BookingListRow> {
    const { state } = await this.existing(bookingId);
    const command: ChangeBookingStatus = {
      type: 'ChangeBookingStatus',
      to,
      reason,
      weather: options.weather,
      notify: options.notify,
      paymentDue: options.paymentDue,
      actor,
      at: this.clock.now().toISOString(),
    };
    // Refused transitions are refused before the slot is touched.
    bookingDecider.decide(command, state);
    const held =
      state.status !== 'none' &&
      to !== 'cancelled' &&
      (state.status === 'cancelled' || state.status === 'held' || state.status === 'released') &&
      !state.details.test
        ? await this.holdPlacement(bookingId, state.details, actor, await this.quotes.partyOf(state.details.package, state.details.people))
        : undefined;
    const result = await this.pipeline.execute(bookingDecider, bookingStreamId(bookingId), command);
    if (result.position) await this.settled.waitFor(result.position, undefined, typesOf(held, result));
    return this.found(await this.queries.get(bookingId));
  }

  /**
   * Ends a visitor's unpaid checkout now (the guide sees it is a script, or the visitor phoned):
   * the holds process gives its slot back and cancels its payment before this answers.
   */
  async releaseHold(bookingId: string, actor: Actor): Promise<BookingListRow> {
    const result = await this.pipeline.execute(bookingDecider, bookingStreamId(bookingId), {
      type: 'EndHold',
      cause: 'released',
      reason: 'Released by the guide',
      actor,
      at: this.clock.now().toISOString(),
    });
    if (result.position) await this.settled.waitFor(result.position, undefined, typesOf(result));
    return this.found(await this.queries.get(bookingId));
  }

  /**
   * Records that the party of a confirmed trip did not come, once the trip has started on the
   * lake's clock (domain/bookings/no-show.ts). The booking stays confirmed: no slot is given back,
   * nothing is refunded and the customer is told nothing. Marked again, nothing changes.
   */
  async markNoShow(bookingId: string, note: string | undefined, actor: Actor): Promise<BookingListRow> {
    return this.noShowCommand(bookingId, { type: 'MarkNoShow', note, actor, at: this.clock.now().toISOString() });
  }

  /** Undoes a no-show marked by mistake; a booking that is none changes nothing. */
  async clearNoShow(bookingId: string, note: string | undefined, actor: Actor): Promise<BookingListRow> {
    return this.noShowCommand(bookingId, { type: 'ClearNoShow', note, actor, at: this.clock.now().toISOString() });
  }

  private async noShowCommand(bookingId: string, command: MarkNoShow | ClearNoShow): Promise<BookingListRow> {
    const result = await this.pipeline.execute(bookingDecider, bookingStreamId(bookingId), command);
    if (result.position) await this.settled.waitFor(result.position, undefined, typesOf(result));
    return this.found(await this.queries.get(bookingId));
  }

  /** What cancelling now would give back (the admin's cancel dialog shows it before confirming). */
  async refundPreview(bookingId: string, weather: boolean): Promise<RefundDecision | null> {
    const { state } = await this.existing(bookingId);
    if (state.status === 'none' || !state.paidAt || !state.payment) return null;
    return refundFor(refundableCents(state), state.details.date, state.details.time, this.clock.now(), weather);
  }

  /** The booking's audit timeline, from its stream; unknown bookings are refused. */
  async history(bookingId: string): Promise<BookingHistoryRow[]> {
    const timeline = bookingTimeline(await this.events.readStream(bookingStreamId(bookingId)));
    if (timeline.length === 0) throw new BookingNotFoundError();
    return timeline;
  }

  /**
   * The booking as its list row showed it after its first `version` events, or after the events
   * recorded by `asOf`: replayed through the same evolve as the read model, so the answer has the
   * shape of the booking now. No row when the booking did not exist yet at that point; unknown
   * bookings are refused.
   */
  async rowAt(bookingId: string, at: { version?: number; asOf?: Date }): Promise<BookingAsOf> {
    const events = await this.events.readStream(bookingStreamId(bookingId), { toVersion: at.version, asOf: at.asOf });
    // Before its first event a booking did not exist yet; a booking with no events at all is unknown.
    if (events.length === 0 && (await this.events.readStream(bookingStreamId(bookingId), { toVersion: 1 })).length === 0) {
      throw new BookingNotFoundError();
    }
    const row = events.reduce<BookingListRow | undefined>(evolveBookingListRow, undefined);
    return row ? { version: events.length, booking: row } : { version: events.length };
  }

  /**
   * Holds the slot while the booking is written; the slots process turns the hold into the
   * booking's slot. Should the server stop in between, the hold lapses on its own.
   */
  private async holdPlacement(bookingId: string, details: BookingDetails, actor: Actor, party: ClaimParty | undefined) {
    const now = this.clock.now();
    const command: SlotDayCommand = {
      type: 'HoldSlot',
      bookingId,
      timeSlot: details.time,
      offered: true,
      ...(party ? { party } : {}),
      expiresAt: new Date(now.getTime() + PLACEMENT_HOLD_MS).toISOString(),
      actor,
      at: now.toISOString(),
    };
    return this.pipeline.execute(slotDayDecider, slotDayStreamId(details.date), command);
  }

  private async existing(bookingId: string) {
    const stream = await loadStream(this.events, bookingDecider, bookingStreamId(bookingId));
    if (stream.state.status === 'none') throw new BookingNotFoundError();
    return stream;
  }

  private found<T>(row: T | null): T {
    if (!row) throw new BookingNotFoundError();
    return row;
  }
}
