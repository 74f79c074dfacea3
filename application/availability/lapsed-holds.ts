import { slotDayDecider, slotDayStreamId } from '../../domain/availability/slot-day';
import { bookingDecider, bookingStreamId } from '../../domain/bookings/booking';
import { PAYMENT_HOLD_MS } from '../../domain/checkout/checkout-rules';
import { Actor } from '../../domain/shared/actor';
import { DomainError } from '../../domain/shared/decider';
import { HoldQuota } from '../checkout/hold-quota';
import { Clock } from '../ports/clock';
import { EventStore } from '../ports/event-store';
import { CommandPipeline } from '../shared/command-pipeline';
import { SlotClaimRow } from './slot-claims.projection';

const HOLDS: Actor = { kind: 'system', process: 'lapsed-holds' };

export const LAPSED_CHECKOUT_REASON = 'The visitor did not pay within the 15 minutes the slot was held';

/** Holds whose time ran out, from the read models (the adapter queries them). */
export interface LapsedHoldsQuery {
  /** Claims on a day still held after their time. */
  lapsedAt(now: Date, limit: number): Promise<Pick<SlotClaimRow, 'bookingId' | 'date'>[]>;
  /** Checkouts (bookings still `held`) started at or before `startedBy`, oldest first. */
  checkoutsStartedBy(startedBy: Date, limit: number): Promise<{ id: string }[]>;
}

/**
 * Ends every hold that lapsed with an event of its own. A lapsed checkout is ended on its booking
 * (BookingHoldEnded): the holds process then cancels its payment and gives its slot back, so the
 * booking is no longer waiting for anything and the reconciliation stops asking the gateway about
 * it. A claim whose booking was never written (the server stopped in between) is ended on its day.
 * The aggregates refuse to end a hold that was renewed, paid or taken meanwhile.
 */
export class LapsedHolds {
  private readonly pipeline: CommandPipeline;

  constructor(
    events: EventStore,
    private readonly lapsed: LapsedHoldsQuery,
    private readonly clock: Clock,
    /** The checkout's cap on open holds, whose ended holds this forgets a day later. */
    private readonly quota: HoldQuota,
  ) {
    this.pipeline = new CommandPipeline(events, 20);
  }

  async release(limit = 200): Promise<number> {
    const now = this.clock.now();
    let released = 0;
    for (const checkout of await this.lapsed.checkoutsStartedBy(new Date(now.getTime() - PAYMENT_HOLD_MS), limit)) {
      if (await this.endCheckout(checkout.id, now)) released++;
    }
    for (const claim of await this.lapsed.lapsedAt(now, limit)) {
      const result = await this.pipeline.execute(slotDayDecider, slotDayStreamId(claim.date), {
        type: 'ReleaseLapsedHold',
        bookingId: claim.bookingId,
        actor: HOLDS,
        at: now.toISOString(),
      });
      if (result.events.length) released++;
    }
    // The cap only counts running holds; a day later their rows say nothing more.
    await this.quota.purge(new Date(now.getTime() - 24 * 3_600_000));
    return released;
  }

  private async endCheckout(bookingId: string, now: Date): Promise<boolean> {
    try {
      const result = await this.pipeline.execute(bookingDecider, bookingStreamId(bookingId), {
        type: 'EndHold',
        cause: 'lapsed',
        reason: LAPSED_CHECKOUT_REASON,
        actor: HOLDS,
        at: now.toISOString(),
      });
      return result.events.length > 0;
    } catch (error) {
      // Paid or taken on meanwhile, or renewed: not lapsed after all.
      if (error instanceof DomainError) return false;
      throw error;
    }
  }
}
