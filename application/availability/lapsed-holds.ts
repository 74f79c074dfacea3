import { slotDayDecider, slotDayStreamId } from '../../domain/availability/slot-day';
import { Actor } from '../../domain/shared/actor';
import { Clock } from '../ports/clock';
import { EventStore } from '../ports/event-store';
import { CommandPipeline } from '../shared/command-pipeline';
import { SlotClaimRow } from './slot-claims.projection';

const HOLDS: Actor = { kind: 'system', process: 'lapsed-holds' };

/** Holds whose time ran out, from the claims read model (the adapter queries it). */
export interface LapsedHoldsQuery {
  lapsedAt(now: Date, limit: number): Promise<Pick<SlotClaimRow, 'bookingId' | 'date'>[]>;
}

/**
 * Ends every hold that lapsed with an event of its own. A lapsed hold already keeps nobody out;
 * ending it says so in the day's history and drops it from the claims, so that a hold made for a
 * booking that was never written (the server stopped in between) does not linger as a claim.
 * The day's aggregate refuses to end a hold that was renewed or taken meanwhile.
 */
export class LapsedHolds {
  private readonly pipeline: CommandPipeline;

  constructor(
    events: EventStore,
    private readonly lapsed: LapsedHoldsQuery,
    private readonly clock: Clock,
  ) {
    this.pipeline = new CommandPipeline(events, 20);
  }

  async release(limit = 200): Promise<number> {
    const now = this.clock.now();
    let released = 0;
    for (const claim of await this.lapsed.lapsedAt(now, limit)) {
      const result = await this.pipeline.execute(slotDayDecider, slotDayStreamId(claim.date), {
        type: 'ReleaseLapsedHold',
        bookingId: claim.bookingId,
        actor: HOLDS,
        at: now.toISOString(),
      });
      if (result.events.length) released++;
    }
    return released;
  }
}
