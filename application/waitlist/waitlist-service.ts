import { isSlotFree, slotDayDecider, slotDayStreamId } from '../../domain/availability/slot-day';
import { hasSlotStarted } from '../../domain/availability/day-availability';
import { SLOT_WINDOWS } from '../../domain/availability/slot-windows';
import { bookingFormLink } from '../../domain/bookings/booking-link';
import { TimeSlot } from '../../domain/bookings/booking-rules';
import { SlotStartedError } from '../../domain/checkout/checkout-rules';
import { Actor } from '../../domain/shared/actor';
import { calendarDateOf, minutesOfDayOf } from '../../domain/shared/calendar';
import { DomainError } from '../../domain/shared/decider';
import {
  contactKeys,
  JoinWaitlist,
  SlotStillFreeError,
  WAITLIST_MESSAGES,
  waitlistClaimKey,
  waitlistDecider,
  WaitlistEntryNotFoundError,
  WaitlistEntryStatus,
  WaitlistRequest,
  waitlistStreamId,
} from '../../domain/waitlist/waitlist';
import { QuoteService } from '../bookings/quote-service';
import { ClaimParty } from '../../domain/availability/slot-seats';
import { SlotSchedule } from '../bookings/slot-schedule';
import { ContactEntries } from '../content/site-content-service';
import { guideContactOf } from '../messaging/business-contact';
import { SEND_WINDOW_MS, SendLimits, SendQuota } from '../messaging/send-quota';
import { Clock, IdGenerator } from '../ports/clock';
import { EventStore } from '../ports/event-store';
import { ProjectionWaiter } from '../projections/projection';
import { CommandPipeline } from '../shared/command-pipeline';
import { loadStream } from '../shared/stream-state';
import { isWellFormedWaitlistToken, WaitlistLinkIssuer, waitlistTokenHash } from './waitlist-links';
import { WaitlistEntryRow, WaitlistLinkStore, WaitlistQueries } from './waitlist-read-models';

export const WAITLIST_LINK_ACTOR: Actor = { kind: 'customer', via: 'waitlist_link' };

/** What a waitlist entry's private page shows (GET /api/waitlist/{token}). */
export interface WaitlistView {
  id: string;
  date: string;
  time: TimeSlot;
  timeLabel: string;
  package: string;
  people: number;
  name: string;
  status: WaitlistEntryStatus;
  /** 1 = next in line; null once not waiting. */
  position: number | null;
  /** The place held for them, and the booking form's link that takes it. */
  offer: { expiresAt: string; bookLink: string } | null;
  guide: { name: string; phone: string };
}

export interface JoinedWaitlist extends WaitlistView {
  /** The private page of the entry (absolute). */
  link: string;
}

/** A join past one of the send limits of the waitlist: nothing is recorded, nothing is sent. */
export class TooManyWaitlistJoinsError extends DomainError {
  /** The limits count over the last hour: by then the oldest join counted no longer does. */
  readonly retryAfterSeconds = SEND_WINDOW_MS / 1000;

  constructor() {
    super('too-many-waitlist-joins', WAITLIST_MESSAGES.tooManyJoins);
  }
}

/** How many joins the public may make per hour, and where they are counted (application/messaging/send-quota.ts). */
export interface WaitlistSendLimits {
  readonly quota: SendQuota;
  /** Joins per client address, per email and per phone named, and in total. */
  readonly limits: SendLimits;
}

/**
 * Joining and leaving a date's waitlist (docs/product/self-service.md), and what an entry's page
 * shows. Offers are made by the waitlist process (waitlist-offers.process.ts), never here.
 */
export class WaitlistService {
  private readonly pipeline: CommandPipeline;

  constructor(
    private readonly events: EventStore,
    private readonly links: WaitlistLinkIssuer,
    private readonly linkStore: WaitlistLinkStore,
    private readonly queries: WaitlistQueries,
    private readonly quotes: QuoteService,
    private readonly content: ContactEntries,
    private readonly settled: ProjectionWaiter,
    private readonly clock: Clock,
    private readonly ids: IdGenerator,
    private readonly schedule: SlotSchedule,
    private readonly sends: WaitlistSendLimits,
  ) {
    this.pipeline = new CommandPipeline(events, 20);
  }

  /**
   * `clientAddress` is the joiner's network address (null when unknown): it counts their joins,
   * and the place an offer holds for them counts under the checkout's caps on open holds.
   */
  async join(date: string, request: WaitlistRequest, actor: Actor, clientAddress: string | null = null): Promise<JoinedWaitlist> {
    const now = this.clock.now();
    // The booking form's checks, with its messages: a date from today within the horizon, a package that runs in the slot.
    const quote = await this.quotes.quote({ package: request.package, date, time: request.time, people: request.people, kidsCount: 0 });
    if (hasSlotStarted(date, request.time, calendarDateOf(now), minutesOfDayOf(now))) throw new SlotStartedError();
    await this.refuseFreeTime(date, request.time, now, await this.quotes.partyOf(quote.package, request.people));
    const entryId = this.ids.newId();
    const command: JoinWaitlist = {
      type: 'JoinWaitlist',
      entryId,
      ...request,
      // The catalogue's own name, which the messages carry.
      package: quote.package,
      clientAddress,
      actor,
      at: now.toISOString(),
    };
    // The list's own refusals first (already waiting, an offer let go): a refused join uses up no one's allowance.
    const { state } = await loadStream(this.events, waitlistDecider, waitlistStreamId(date));
    waitlistDecider.decide(command, state);
    await this.admit(request, clientAddress, now);
    const result = await this.pipeline.execute(waitlistDecider, waitlistStreamId(date), command);
    const { token, url } = await this.links.issue(entryId, now);
    if (result.position) await this.settled.waitFor(result.position, undefined, ['WaitlistJoined']);
    return { ...(await this.viewOf(await this.row(entryId), token)), link: url };
  }

  /**
   * A time that can be booked right now is not waited for: the offers process would hold it for
   * the joiner at once. A time held by someone's open checkout, or taken, is full; one the
   * schedule does not offer is waited for (the guide may open it again). A boat sold per seat with
   * room for the party is not full either.
   */
  private async refuseFreeTime(date: string, time: TimeSlot, now: Date, party: ClaimParty | undefined): Promise<void> {
    if (!(await this.schedule.isOffered(date, time))) return;
    const { state } = await loadStream(this.events, slotDayDecider, slotDayStreamId(date));
    if (isSlotFree(state, time, now.toISOString(), undefined, party)) throw new SlotStillFreeError();
  }

  /**
   * Counts the join against the send limits: once for the email (the answer to joining, and an
   * offer's email) and once for the phone (an offer's SMS). An entry exists only once admitted, so
   * nothing the waitlist sends goes to an entry that was not.
   */
  private async admit(request: WaitlistRequest, address: string | null, now: Date): Promise<void> {
    const { email, phone } = contactKeys(request);
    const { quota, limits } = this.sends;
    for (const [kind, recipient] of [
      ['waitlist-email', email],
      ['waitlist-sms', phone],
    ] as const) {
      if (await quota.admit({ kind, address, recipient, now, limits })) throw new TooManyWaitlistJoinsError();
    }
  }

  async view(token: string): Promise<WaitlistView> {
    return this.viewOf(await this.open(token), token);
  }

  /** One click: the person is off the list (a held place goes to the next); leaving twice is one leave. */
  async leave(token: string): Promise<WaitlistView> {
    const entry = await this.open(token);
    const result = await this.pipeline.execute(waitlistDecider, waitlistStreamId(entry.date), {
      type: 'LeaveWaitlist',
      entryId: entry.entryId,
      actor: WAITLIST_LINK_ACTOR,
      at: this.clock.now().toISOString(),
    });
    if (result.position) await this.settled.waitFor(result.position, undefined, ['WaitlistLeft']);
    return this.viewOf(await this.row(entry.entryId), token);
  }

  /** The staff's list: entries from a date on (today when left out). */
  async list(filter: { from?: string; status?: WaitlistEntryStatus }): Promise<WaitlistEntryRow[]> {
    return this.queries.list({ from: filter.from ?? calendarDateOf(this.clock.now()), status: filter.status });
  }

  private async open(token: string): Promise<WaitlistEntryRow> {
    if (!isWellFormedWaitlistToken(token)) throw new WaitlistEntryNotFoundError();
    const entryId = await this.linkStore.entryIdOf(waitlistTokenHash(token));
    if (!entryId) throw new WaitlistEntryNotFoundError();
    return this.row(entryId);
  }

  private async row(entryId: string): Promise<WaitlistEntryRow> {
    const row = await this.queries.entry(entryId);
    if (!row) throw new WaitlistEntryNotFoundError();
    return row;
  }

  private async viewOf(entry: WaitlistEntryRow, token: string): Promise<WaitlistView> {
    const offered = entry.status === 'offered' && entry.offerExpiresAt && entry.offerExpiresAt.getTime() > this.clock.now().getTime();
    return {
      id: entry.entryId,
      date: entry.date,
      time: entry.time,
      timeLabel: SLOT_WINDOWS[entry.time].label,
      package: entry.package,
      people: entry.people,
      name: entry.name,
      status: entry.status,
      position: await this.queries.positionOf(entry),
      offer: offered
        ? {
            expiresAt: entry.offerExpiresAt!.toISOString(),
            bookLink: bookingFormLink({ date: entry.date, package: entry.package, time: entry.time, waitlist: token }),
          }
        : null,
      guide: await guideContactOf(this.content),
    };
  }
}

/** An offer the checkout may take over: the entry's claim key when `token` is offered that slot now. */
export class WaitlistOffers {
  constructor(
    private readonly linkStore: WaitlistLinkStore,
    private readonly queries: WaitlistQueries,
  ) {}

  async claimFor(token: string, date: string, time: TimeSlot, now: Date): Promise<string | undefined> {
    if (!isWellFormedWaitlistToken(token)) return undefined;
    const entryId = await this.linkStore.entryIdOf(waitlistTokenHash(token));
    const entry = entryId ? await this.queries.entry(entryId) : null;
    if (!entry || entry.status !== 'offered' || entry.date !== date || entry.time !== time) return undefined;
    if (!entry.offerExpiresAt || entry.offerExpiresAt.getTime() <= now.getTime()) return undefined;
    return waitlistClaimKey(entry.entryId);
  }
}
