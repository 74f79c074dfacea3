import { randomInt } from 'node:crypto';
import { ExistingBooking } from '../../domain/bookings/booking';
import {
  referralCodeDecider,
  ReferralCodeState,
  referralCodeStreamId,
  ReferralCodeTakenError,
  referrerCodeDecider,
  ReferrerCodeState,
  referrerCodeStreamId,
} from '../../domain/referrals/referral-code';
import { ReferralCodeCommand } from '../../domain/referrals/referral-code-commands';
import { referralCodeFrom } from '../../domain/referrals/referral-rules';
import { Actor } from '../../domain/shared/actor';
import { ConcurrencyError, EventStore } from '../ports/event-store';
import { CommandPipeline, NewStreamStep, onNewStream } from '../shared/command-pipeline';
import { loadStream } from '../shared/stream-state';
import { StreamStateCache } from '../shared/stream-state-cache';
import { Written } from './referral-events';

const ISSUER: Actor = { kind: 'system', process: 'referral_codes' };
/** Two draws alike are one in billions; ten in a row is a broken generator. */
const MAX_DRAWS = 10;

/** A fresh code from crypto randomness. */
export const drawReferralCode = (): string => referralCodeFrom((below) => randomInt(below));

/**
 * Gives a paid booking its own referral code, once. The booking's choice is recorded first
 * (`referrercode-<bookingId>`), then the code is issued on its own stream (`referralcode-<CODE>`),
 * which refuses a code another booking owns: the booking then chooses again. A step repeated after
 * a crash finds the choice made and issues that same code, so a booking never holds two codes and
 * a code never has two owners.
 */
export class ReferralCodeIssuer {
  private readonly pipeline: CommandPipeline;

  constructor(
    private readonly events: EventStore,
    private readonly draw: () => string = drawReferralCode,
  ) {
    this.pipeline = new CommandPipeline(events);
  }

  /**
   * The booking's first choice of code and the code's issue, as two new streams decided without a
   * read: written together, by issueFor or with other steps of the same moment (the payment that
   * earned the code). Either stream existing already refuses them as a whole.
   */
  firstChoice(booking: ExistingBooking, at: string, code = this.draw()): NewStreamStep[] {
    const { bookingId } = booking;
    return [
      onNewStream(referrerCodeDecider, referrerCodeStreamId(bookingId), { type: 'ChooseReferrerCode', bookingId, code, actor: ISSUER, at }),
      onNewStream(referralCodeDecider, referralCodeStreamId(code), issueTo(booking, code, at)),
    ];
  }

  async issueFor(booking: ExistingBooking, at: string): Promise<Written[]> {
    // Usually the booking's first payment: its choice and a fresh code are started in one go. A
    // step taken again after a crash, or a code another booking owns, refuses that as a whole and
    // goes the long way.
    const fresh = this.draw();
    try {
      return await this.pipeline.startNewStreams(this.firstChoice(booking, at, fresh));
    } catch (error) {
      if (!(error instanceof ConcurrencyError)) throw error;
    }
    return this.theLongWay(booking, fresh, at);
  }

  /** The choice made before stands (else `fresh` is chosen), and a code another booking owns is drawn again. */
  private async theLongWay(booking: ExistingBooking, fresh: string, at: string): Promise<Written[]> {
    const { bookingId } = booking;
    const results: Written[] = [];
    let chosen = await this.pipeline.execute(referrerCodeDecider, referrerCodeStreamId(bookingId), {
      type: 'ChooseReferrerCode',
      bookingId,
      code: fresh,
      actor: ISSUER,
      at,
    });
    results.push(chosen);
    for (let draw = 1; ; draw++) {
      if (chosen.state.status !== 'chosen') throw new Error(`No referral code was chosen for booking ${bookingId}`);
      const code = chosen.state.code;
      try {
        results.push(await this.pipeline.execute(referralCodeDecider, referralCodeStreamId(code), issueTo(booking, code, at)));
        return results;
      } catch (error) {
        if (!(error instanceof ReferralCodeTakenError) || draw >= MAX_DRAWS) throw error;
      }
      chosen = await this.pipeline.execute(referrerCodeDecider, referrerCodeStreamId(bookingId), {
        type: 'ChooseReferrerCodeAgain',
        taken: code,
        code: this.draw(),
        actor: ISSUER,
        at,
      });
      results.push(chosen);
    }
  }
}

/** The code's issue to the booking, its owner named as on the booking. */
function issueTo(booking: ExistingBooking, code: string, at: string): ReferralCodeCommand {
  const { bookingId, details } = booking;
  const owner = { name: details.name, phone: details.phone, email: details.email };
  return { type: 'IssueReferralCode', code, bookingId, owner, actor: ISSUER, at };
}

/**
 * The code issued to a booking, from its streams (no read model involved), or null. A code issued
 * to a booking stays its own, so one this process has just issued is answered from what it wrote;
 * anything else is read.
 */
export async function issuedReferralCodeOf(events: EventStore, bookingId: string): Promise<string | null> {
  const written = StreamStateCache.of(events);
  const mine = written.get<ReferrerCodeState>(referrerCodeStreamId(bookingId), referrerCodeDecider)?.state;
  if (mine?.status === 'chosen') {
    const issued = written.get<ReferralCodeState>(referralCodeStreamId(mine.code), referralCodeDecider)?.state;
    if (issued?.status === 'issued' && issued.bookingId === bookingId) return issued.code;
  }
  const { state: chosen } = await loadStream(events, referrerCodeDecider, referrerCodeStreamId(bookingId));
  if (chosen.status !== 'chosen') return null;
  const { state: issued } = await loadStream(events, referralCodeDecider, referralCodeStreamId(chosen.code));
  return issued.status === 'issued' && issued.bookingId === bookingId ? issued.code : null;
}

/**
 * A booking's own code, issued now when it has none: a booking the guide confirmed by phone was
 * never paid online, where codes are otherwise issued.
 */
export async function referralCodeFor(events: EventStore, booking: ExistingBooking, at: string): Promise<string> {
  const issued = await issuedReferralCodeOf(events, booking.bookingId);
  if (issued) return issued;
  await new ReferralCodeIssuer(events).issueFor(booking, at);
  const code = await issuedReferralCodeOf(events, booking.bookingId);
  if (!code) throw new Error(`No referral code could be issued for booking ${booking.bookingId}`);
  return code;
}
