import { BOOKING_HORIZON, BOOKING_MESSAGES, HORIZON_MESSAGES, isBookableDate, TimeSlot } from '../../domain/bookings/booking-rules';
import { PriceBreakdown, priceTrip, PRICING_MESSAGES, QuoteRefusedError, UnknownPackageError } from '../../domain/bookings/pricing';
import { PACKAGE_MESSAGES, runsInSlot } from '../../domain/catalogue/package-rules';
import { CAPACITY_MESSAGES, takesParty } from '../../domain/catalogue/package-capacity';
import { ClaimParty, claimPartyOf } from '../../domain/availability/slot-seats';
import { addDays, calendarDateOf } from '../../domain/shared/calendar';
import { PackageRow } from '../catalogue/package-service';
import { Clock } from '../ports/clock';
import { FieldErrors, withFieldErrors } from '../shared/field-errors';
import { normaliseReferralCode, REFERRAL_MESSAGES, sameCustomer } from '../../domain/referrals/referral-rules';
import { QuoteCustomer, ReferralCodes } from './referral-codes';

export interface QuoteRequest {
  /** The package's name, as the booking form and the booking record carry it. */
  readonly package: string;
  readonly date: string;
  /** The slot asked for, when the form has one: a package is only sold in its own slots. */
  readonly time?: TimeSlot;
  readonly people: number;
  readonly kidsCount: number;
  readonly referralCode?: string;
  /**
   * The customer's phone and email: only the checkout names them (the public quote never does, so
   * that no answer tells whether someone is a customer or holds credit). A friend's 50 off is for
   * a first booking and never for the code's own owner, and the customer's own credit is found by them.
   */
  readonly customer?: QuoteCustomer;
  /** Leaves the customer's own credit out: another open checkout of theirs counts on it. */
  readonly withoutCredit?: boolean;
}

export interface ReferralOutcome {
  readonly code: string;
  readonly applied: boolean;
  /** Why a code gave no credit, for the form to show beside it. */
  readonly reason?: string;
}

export interface Quote extends PriceBreakdown {
  readonly package: string;
  /** The priced package's id: its name may be edited, the id stays. */
  readonly packageId: number;
  readonly date: string;
  /** null when no code was entered. */
  readonly referralCode: ReferralOutcome | null;
  /** Always priced (0 without credit). */
  readonly accountCreditCents: number;
}

/** A request the quote's checks passed, with the package it names (QuoteService.check). */
export interface CheckedQuote {
  readonly request: QuoteRequest;
  readonly found: PackageRow;
}

/** What the quote works with, each by name. */
export interface QuoteServiceDeps {
  readonly packages: { list(): Promise<PackageRow[]> };
  readonly referralCodes: ReferralCodes;
  readonly clock: Clock;
  /** How many days ahead visitors may book (the admin's Settings). Default: BOOKING_HORIZON.defaultDays. */
  readonly horizon?: { bookingHorizonDays(): Promise<number> };
  /**
   * Why the package does not run on a date (its season, the admin's closures), in the words the
   * form shows under the date; undefined when it runs. Default: every package runs every day.
   */
  readonly runs?: PackageRuns;
}

/** AvailabilityService.packageRefusal: the closures come from memory, so a date that runs costs no read. */
export interface PackageRuns {
  packageRefusal(pkg: PackageRow, date: string, lastDate: string): Promise<string | undefined>;
}

/** The code of a quote refused because the package does not run on the date (the chat words it as such). */
export const PACKAGE_NOT_RUNNING = 'package-not-running';

const RUNS_EVERY_DAY: PackageRuns = { packageRefusal: async () => undefined };

/** The price the booking form shows live; the payment step will charge exactly this: the server prices every trip, never the browser. */
export class QuoteService {
  private readonly packages: QuoteServiceDeps['packages'];
  private readonly referralCodes: ReferralCodes;
  private readonly clock: Clock;
  private readonly horizon: NonNullable<QuoteServiceDeps['horizon']>;
  private readonly runs: PackageRuns;

  constructor(deps: QuoteServiceDeps) {
    ({
      packages: this.packages,
      referralCodes: this.referralCodes,
      clock: this.clock,
      horizon: this.horizon = { bookingHorizonDays: async () => BOOKING_HORIZON.defaultDays },
      runs: this.runs = RUNS_EVERY_DAY,
    } = deps);
  }

  async quote(request: QuoteRequest): Promise<Quote> {
    return this.price(await this.check(request));
  }

  /**
   * The quote's refusals, from what the server keeps in memory (the catalogue and the horizon): a
   * past or too distant date, an unknown package, a slot the package does not run in, a date out of
   * its season or closed (naming the next date it runs on). What passes
   * is priced by `price`, which reads the customer's credit and a friend's code.
   */
  async check(request: QuoteRequest): Promise<CheckedQuote> {
    const today = calendarDateOf(this.clock.now());
    if (!isBookableDate(request.date, today)) throw new QuoteRefusedError('date', BOOKING_MESSAGES.pastDate);
    const lastDate = addDays(today, await this.horizon.bookingHorizonDays());
    if (request.date > lastDate) throw new QuoteRefusedError('date', HORIZON_MESSAGES.beyond(lastDate));
    const found = (await this.packages.list()).find((p) => p.name === request.package);
    if (!found) throw new UnknownPackageError();
    if (request.time !== undefined && !runsInSlot(found, request.time)) {
      throw new QuoteRefusedError('time', PACKAGE_MESSAGES.notInSlot(found.name, found.timeSlots));
    }
    assertTakesParty(found, request.people);
    const notRunning = await this.runs.packageRefusal(found, request.date, lastDate);
    if (notRunning) throw new QuoteRefusedError('date', notRunning, PACKAGE_NOT_RUNNING);
    return { request, found };
  }

  /** The checked request's price: with a friend's code and the customer's own credit, as they stand now. */
  async price({ request, found }: CheckedQuote): Promise<Quote> {
    const customer = knownCustomer(request.customer);
    const [referral, accountCreditCents] = await Promise.all([
      this.referral(request.referralCode, customer),
      customer && !request.withoutCredit ? this.referralCodes.creditCents(customer) : Promise.resolve(0),
    ]);
    const price = priceTrip({
      pricePerPerson: found.price,
      date: request.date,
      people: request.people,
      kidsCount: request.kidsCount,
      referralApplies: referral?.applied ?? false,
      accountCreditCents,
    });
    return {
      package: found.name,
      packageId: found.id,
      date: request.date,
      ...price,
      accountCreditCents: price.accountCreditCents ?? 0,
      referralCode: referral,
    };
  }

  /**
   * The public quote form's answer: a refusal names the field it is about, for the form to show it
   * there. The checkout, the waitlist and the chat quote with `quote`, and get the domain's refusal.
   */
  formQuote(request: QuoteRequest): Promise<Quote> {
    return withFieldErrors(
      () => this.quote(request),
      (error) => (error instanceof QuoteRefusedError ? FieldErrors.on(error.field, error.message) : undefined),
    );
  }

  /**
   * What a booking the guide takes by phone is sold as: its package's id and the price by the same
   * rules, at the package's price now. Unlike a visitor's quote it may be for a past trip (the
   * guide records what happened), and a referral gives no credit.
   */
  async sale(details: {
    package: string;
    date: string;
    time: TimeSlot;
    people: number;
    kidsCount: number;
  }): Promise<{ packageId: number; price: PriceBreakdown; party: ClaimParty }> {
    const found = (await this.packages.list()).find((p) => p.name === details.package);
    if (!found) throw new UnknownPackageError();
    if (!runsInSlot(found, details.time)) throw new QuoteRefusedError('time', PACKAGE_MESSAGES.notInSlot(found.name, found.timeSlots));
    assertTakesParty(found, details.people);
    const price = priceTrip({
      pricePerPerson: found.price,
      date: details.date,
      people: details.people,
      kidsCount: details.kidsCount,
      referralApplies: false,
    });
    return { packageId: found.id, price, party: claimPartyOf(found, details.people) };
  }

  /**
   * The party a booking of `packageName` for `people` claims its slot for, as the package is sold
   * now (from the list kept in memory); undefined for a package no longer sold (the claim is then a
   * private charter, which keeps everybody else out: never a seat sold twice).
   */
  async partyOf(packageName: string, people: number): Promise<ClaimParty | undefined> {
    const found = (await this.packages.list()).find((p) => p.name === packageName);
    return found ? claimPartyOf(found, people) : undefined;
  }

  /**
   * A friend's 50 off: for a code that was issued, used by someone other than its owner, on their
   * first booking. The public quote judges only the code; the checkout, which has the phone and
   * email, judges the rest, with one answer whatever the reason, so it never tells whether the
   * person is the code's owner or a customer already.
   */
  private async referral(code: string | undefined, customer: QuoteCustomer | undefined): Promise<ReferralOutcome | null> {
    const typed = code?.trim();
    if (!typed) return null;
    const refused = (reason: string): ReferralOutcome => ({ code: typed, applied: false, reason });
    const owner = await this.referralCodes.ownerOf(normaliseReferralCode(typed));
    if (!owner) return refused(PRICING_MESSAGES.referralNotRecognised);
    if (customer && (sameCustomer(customer, owner) || (await this.referralCodes.hasEarlierBooking(customer))))
      return refused(REFERRAL_MESSAGES.notEligible);
    return { code: typed, applied: true };
  }
}

/** A party larger than the package takes is refused on the people field, naming the limit. */
function assertTakesParty(found: PackageRow, people: number): void {
  if (!takesParty(found, people)) throw new QuoteRefusedError('people', CAPACITY_MESSAGES.partyTooLarge(found.name, found.maxPeople));
}

/** The customer when the form gave a phone or an email (blank ones are none). */
function knownCustomer(customer: QuoteCustomer | undefined): QuoteCustomer | undefined {
  const phone = customer?.phone?.trim();
  const email = customer?.email?.trim();
  if (!phone && !email) return undefined;
  return { ...(phone ? { phone } : {}), ...(email ? { email } : {}) };
}
