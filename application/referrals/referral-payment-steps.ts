import { ExistingBooking } from '../../domain/bookings/booking';
import { creditAccountDecider, creditAccountStreamId } from '../../domain/referrals/credit-account';
import { referralDecider, referralStreamId, SelfReferralError } from '../../domain/referrals/referral';
import { referralCodeDecider, referralCodeStreamId } from '../../domain/referrals/referral-code';
import { creditAccountKeys, normaliseReferralCode, REFERRER_CREDIT_CENTS } from '../../domain/referrals/referral-rules';
import { Actor } from '../../domain/shared/actor';
import { PaidBookingSteps } from '../checkout/booking-payments.process';
import { CreditAccountLookup } from '../bookings/referral-codes';
import { EventStore } from '../ports/event-store';
import { CommandPipeline, NewStreamStep } from '../shared/command-pipeline';
import { loadStream } from '../shared/stream-state';
import { ReferralCodeIssuer } from './referral-code-issuer';
import { Written } from './referral-events';

const REFERRALS: Actor = { kind: 'system', process: 'referrals' };

/** The accounts named by the customer's own phone and email (without a read model to find others by). */
export const byCustomerKeys: CreditAccountLookup = { accountsOf: async (customer) => creditAccountKeys(customer) };

/**
 * What a paid booking does to the referral programme (docs/product/referrals.md), taken by the
 * payments process right after it confirms the booking, so the payment's confirmation answers with
 * all of it:
 * - the booking gets its own referral code (Test System bookings get none: no trip takes place);
 * - paid with a code that gave its 50 off: a pending referral for the code's owner;
 * - paid with account credit in its price: that credit is spent from the customer's account(s).
 * Every step is a repeatable command: taken again after a crash, it changes nothing.
 */
export class ReferralPaymentSteps implements PaidBookingSteps {
  private readonly pipeline: CommandPipeline;

  constructor(
    private readonly events: EventStore,
    private readonly accounts: CreditAccountLookup = byCustomerKeys,
    private readonly issuer: ReferralCodeIssuer = new ReferralCodeIssuer(events),
  ) {
    this.pipeline = new CommandPipeline(events);
  }

  /** The booking's own code as new streams, to be written with its payment (none for a Test System booking). */
  startedWith(booking: ExistingBooking, at: string): NewStreamStep[] {
    return booking.details.test ? [] : this.issuer.firstChoice(booking, at);
  }

  async afterPaid(booking: ExistingBooking, at: string, { startedWith = false } = {}): Promise<Written[]> {
    if (booking.details.test) return [];
    return [
      ...(startedWith ? [] : await this.issuer.issueFor(booking, at)),
      ...(await this.recordReferral(booking, at)),
      ...(await this.spendCredit(booking, at)),
    ];
  }

  private async recordReferral(booking: ExistingBooking, at: string): Promise<Written[]> {
    const typed = booking.details.referralCode;
    // Only a code that gave the friend their 50 off makes a referral: the checkout judged it.
    if (!typed || !(booking.price && booking.price.referralCreditCents > 0)) return [];
    const { state: code } = await loadStream(this.events, referralCodeDecider, referralCodeStreamId(normaliseReferralCode(typed)));
    if (code.status !== 'issued') return [];
    const d = booking.details;
    try {
      return [
        await this.pipeline.execute(referralDecider, referralStreamId(booking.bookingId), {
          type: 'RecordReferral',
          referralCode: code.code,
          originalBookingId: code.bookingId,
          referrer: code.owner,
          referredBookingId: booking.bookingId,
          referee: { name: d.name, phone: d.phone, email: d.email },
          tripDate: d.date,
          tripTime: d.time,
          creditCents: REFERRER_CREDIT_CENTS,
          actor: REFERRALS,
          at,
        }),
      ];
    } catch (error) {
      // The owner booking with their own code slipped past the quote: no referral.
      if (error instanceof SelfReferralError) return [];
      throw error;
    }
  }

  /** The credit the price counted on, from the customer's accounts in order (phone, then email); never below 0. */
  private async spendCredit(booking: ExistingBooking, at: string): Promise<Written[]> {
    let left = booking.price?.accountCreditCents ?? 0;
    // Most bookings spend none: then no account is looked up.
    if (left <= 0) return [];
    const results: Written[] = [];
    for (const account of await this.accounts.accountsOf(booking.details)) {
      if (left <= 0) break;
      const stream = creditAccountStreamId(account);
      const { state } = await loadStream(this.events, creditAccountDecider, stream);
      if (state.status === 'none') continue;
      const before = state.bookings[booking.bookingId];
      if (before) {
        left -= before.spentCents;
        continue;
      }
      if (state.balanceCents === 0) continue;
      const result = await this.pipeline.execute(creditAccountDecider, stream, {
        type: 'SpendCredit',
        bookingId: booking.bookingId,
        amountCents: left,
        actor: REFERRALS,
        at,
      });
      results.push(result);
      for (const e of result.events) if (e.type === 'CreditSpent') left -= e.data.amountCents;
    }
    return results;
  }
}
