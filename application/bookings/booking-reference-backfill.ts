import { bookingDecider, bookingStreamId } from '../../domain/bookings/booking';
import { bookingReferenceDecider, bookingReferenceStreamId, BookingReferenceTakenError } from '../../domain/bookings/booking-reference';
import { Clock } from '../ports/clock';
import { comparePositions, LogPosition, EventStore } from '../ports/event-store';
import { ProjectionWaiter } from '../projections/projection';
import { CommandPipeline, CommandResult, DecidedStep } from '../shared/command-pipeline';
import { DomainEvent } from '../../domain/shared/decider';
import { BookingQueries } from './booking-queries';
import { BookingReferenceDrawer, claimOf, drawBookingReference, MAX_REFERENCE_DRAWS, REFERENCE_ISSUER } from './booking-references';

/** Bookings named per round; a round repeats while it finds that many. */
const BATCH = 100;

/**
 * Gives every booking made before references were drawn its reference, once: the booking's
 * BookingReferenceAssigned and the reference's stream (`bookingref-<REFERENCE>`) are appended
 * together, so the reference is as unique as a new booking's and, being in the events, survives a
 * rebuild of the read models. The read model names the bookings still without one; each is read
 * from its stream before it is named, and a booking named meanwhile (another server, a step taken
 * again after a crash) is left as it is. Runs at start on the server holding its lease, and again
 * now and then for rows the read models had not caught up with at start
 * (adapters/bookings/booking-references.schedule.ts).
 */
export class BookingReferenceBackfill {
  private readonly pipeline: CommandPipeline;

  constructor(
    private readonly events: EventStore,
    private readonly bookings: Pick<BookingQueries, 'unreferenced'>,
    private readonly settled: ProjectionWaiter,
    private readonly clock: Clock,
    private readonly draw: BookingReferenceDrawer = drawBookingReference,
  ) {
    this.pipeline = new CommandPipeline(events);
  }

  /** How many bookings this run named. */
  async run(): Promise<number> {
    let named = 0;
    const seen = new Set<string>();
    for (;;) {
      const due = (await this.bookings.unreferenced(BATCH)).filter((id) => !seen.has(id));
      let last: LogPosition | undefined;
      for (const bookingId of due) {
        seen.add(bookingId);
        const written = await this.name(bookingId);
        for (const result of written) {
          if (result.position && (!last || comparePositions(result.position, last) > 0)) last = result.position;
          if (result.events.some((e) => e.type === 'BookingReferenceAssigned')) named++;
        }
      }
      // The read model shows them named before the next round asks it again.
      if (last) await this.settled.waitFor(last, undefined, ['BookingReferenceAssigned', 'BookingReferenceClaimed']);
      if (due.length < BATCH) return named;
    }
  }

  /** Names one booking, unless it has a reference already; what was appended. */
  async name(bookingId: string): Promise<readonly CommandResult<DomainEvent, unknown>[]> {
    const at = this.clock.now().toISOString();
    let reference = this.draw();
    for (let drawn = 1; ; drawn++) {
      try {
        return await this.pipeline.executeTogether(() => this.steps(bookingId, reference, at));
      } catch (error) {
        if (!(error instanceof BookingReferenceTakenError) || drawn >= MAX_REFERENCE_DRAWS) throw error;
        reference = this.draw();
      }
    }
  }

  /** The reference's claim, then the booking's naming; nothing for a booking named already (or none at all). */
  private async steps(bookingId: string, reference: string, at: string): Promise<DecidedStep[]> {
    const { state } = await this.pipeline.read(bookingDecider, bookingStreamId(bookingId));
    if (state.status === 'none' || state.reference) return [];
    const booking = await this.pipeline.decide(bookingDecider, bookingStreamId(bookingId), {
      type: 'AssignBookingReference',
      reference,
      actor: REFERENCE_ISSUER,
      at,
    });
    const claim = await this.pipeline.decide(
      bookingReferenceDecider,
      bookingReferenceStreamId(reference),
      claimOf(reference, bookingId, at),
    );
    // The reference's stream first: on EventStoreDB, which appends one stream after the other, a
    // refused claim leaves the booking unnamed, and a claim left by a failed naming is this booking's
    // own, found again by the next try.
    return [claim, booking];
  }
}
