import { bookingDecider, BookingEvent, bookingStreamId, ExistingBooking } from '../../domain/bookings/booking';
import { creditAccountDecider, creditAccountStreamId } from '../../domain/referrals/credit-account';
import { referralDecider, referralStreamId } from '../../domain/referrals/referral';
import { REFERRAL_MESSAGES, tripStartsAt } from '../../domain/referrals/referral-rules';
import { Actor } from '../../domain/shared/actor';
import { asBookingEvent, bookingIdOf } from '../bookings/booking-events';
import { EventStore, RecordedEvent } from '../ports/event-store';
import { Appended, ReactingProcessManager, reactions } from '../process-managers/process-manager';
import { CommandPipeline } from '../shared/command-pipeline';
import { loadStream } from '../shared/stream-state';
import { CreditAccountLookup } from '../bookings/referral-codes';
import { appendedBy, Written } from './referral-events';
import { byCustomerKeys } from './referral-payment-steps';

const REFERRALS: Actor = { kind: 'system', process: 'referrals' };

/** What the referrals process works with, each by name. */
export interface ReferralsDeps {
  readonly events: EventStore;
  /**
   * A customer's referral credit accounts, to give the credit back to. Default: byCustomerKeys, the
   * accounts named by the customer's own phone and email (the app passes the read model's lookup).
   */
  readonly accounts?: CreditAccountLookup;
}

/**
 * A booking cancelled: its pending referral (it was a friend's booking with a code) is voided, and
 * the account credit it spent is given back when the cancellation came before the trip's start.
 * (What a paid booking starts is taken by the payments process: referral-payment-steps.ts. A
 * refund only ever follows a cancellation, or a payment that never became a booking; the referral
 * job voids a refunded one too.) Every step is a repeatable command. Not a background manager: the
 * cancellation answers with the credit back, for the next quote to show.
 */
export class ReferralsProcess extends ReactingProcessManager {
  readonly name = 'referral_cancellations';
  protected readonly on = reactions(asBookingEvent, {
    BookingStatusChanged: { when: (event) => event.data.to === 'cancelled', then: (event, recorded) => this.cancelled(event, recorded) },
  });
  private readonly pipeline: CommandPipeline;
  private readonly events: EventStore;
  private readonly accounts: CreditAccountLookup;

  constructor(deps: ReferralsDeps) {
    super();
    ({ events: this.events, accounts: this.accounts = byCustomerKeys } = deps);
    this.pipeline = new CommandPipeline(deps.events);
  }

  private async cancelled(
    event: Extract<BookingEvent, { type: 'BookingStatusChanged' }>,
    recorded: RecordedEvent,
  ): Promise<Appended | undefined> {
    const bookingId = bookingIdOf(recorded);
    // The booking as the cancellation left it: what it was sold as, and who booked it.
    const { state } = await loadStream(this.events, bookingDecider, bookingStreamId(bookingId), { toVersion: recorded.version });
    if (state.status === 'none' || state.details.test) return undefined;
    const at = event.metadata.occurredAt;
    const results = await this.voidReferral(bookingId, REFERRAL_MESSAGES.bookingCancelled, at);
    if (Date.parse(at) < tripStartsAt(state.details.date, state.details.time).getTime()) {
      results.push(...(await this.restoreCredit(state, at)));
    }
    return appendedBy(results);
  }

  private async voidReferral(bookingId: string, reason: string, at: string): Promise<Written[]> {
    const { state } = await loadStream(this.events, referralDecider, referralStreamId(bookingId));
    // None, or its trip has taken place already: nothing to void.
    if (state.status !== 'pending') return [];
    return [
      await this.pipeline.execute(referralDecider, referralStreamId(bookingId), { type: 'VoidReferral', reason, actor: REFERRALS, at }),
    ];
  }

  private async restoreCredit(booking: ExistingBooking, at: string): Promise<Written[]> {
    if (!(booking.price?.accountCreditCents ?? 0)) return [];
    const results: Written[] = [];
    for (const account of await this.accounts.accountsOf(booking.details)) {
      results.push(
        await this.pipeline.execute(creditAccountDecider, creditAccountStreamId(account), {
          type: 'RestoreCredit',
          bookingId: booking.bookingId,
          reason: REFERRAL_MESSAGES.creditRestored,
          actor: REFERRALS,
          at,
        }),
      );
    }
    return results;
  }
}
