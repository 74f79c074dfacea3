import { BOOKING_MESSAGES, isBookableDate } from '../../domain/bookings/booking-rules';
import { PriceBreakdown, priceTrip, PRICING_MESSAGES, QuoteRefusedError, UnknownPackageError } from '../../domain/bookings/pricing';
import { calendarDateOf } from '../../domain/shared/calendar';
import { PackageRow } from '../catalogue/package-service';
import { Clock } from '../ports/clock';
import { ReferralCodes } from './referral-codes';

export interface QuoteRequest {
  /** The package's name, as the booking form and the booking record carry it. */
  readonly package: string;
  readonly date: string;
  readonly people: number;
  readonly kidsCount: number;
  readonly referralCode?: string;
}

export interface ReferralOutcome {
  readonly code: string;
  readonly applied: boolean;
  /** Why a code gave no credit, for the form to show beside it. */
  readonly reason?: string;
}

export interface Quote extends PriceBreakdown {
  readonly package: string;
  readonly date: string;
  /** null when no code was entered. */
  readonly referralCode: ReferralOutcome | null;
}

/** The price the booking form shows live; the payment step will charge exactly this (departure 3). */
export class QuoteService {
  constructor(
    private readonly packages: { list(): Promise<PackageRow[]> },
    private readonly referralCodes: ReferralCodes,
    private readonly clock: Clock,
  ) {}

  async quote(request: QuoteRequest): Promise<Quote> {
    if (!isBookableDate(request.date, calendarDateOf(this.clock.now()))) throw new QuoteRefusedError('date', BOOKING_MESSAGES.date);
    const found = (await this.packages.list()).find((p) => p.name === request.package);
    if (!found) throw new UnknownPackageError();
    const referral = await this.referral(request.referralCode);
    const price = priceTrip({
      pricePerPerson: found.price,
      date: request.date,
      people: request.people,
      kidsCount: request.kidsCount,
      referralApplies: referral?.applied ?? false,
    });
    return { package: found.name, date: request.date, ...price, referralCode: referral };
  }

  private async referral(code: string | undefined): Promise<ReferralOutcome | null> {
    const typed = code?.trim();
    if (!typed) return null;
    return (await this.referralCodes.isRedeemable(typed))
      ? { code: typed, applied: true }
      : { code: typed, applied: false, reason: PRICING_MESSAGES.referralNotRecognised };
  }
}
