import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { calendarDocument } from '../../domain/calendar-feed/icalendar';
import { FeedTrip, feedStartDate, tripCalendar } from '../../domain/calendar-feed/calendar-feed';
import { SITE_DEFAULTS } from '../../domain/content/site-content-defaults';
import { Actor } from '../../domain/shared/actor';
import { DomainError } from '../../domain/shared/decider';
import { calendarDateOf } from '../../domain/shared/calendar';
import { recordContentChange } from '../audit/content-changes';
import { Clock } from '../ports/clock';
import { RecordStore } from '../ports/records';
import { table } from '../ports/read-models';

/**
 * The one secret of the guide's calendar feed. Kept whole (not hashed, unlike a manage link's,
 * application/manage/manage-links.ts): the guide reads the address again in Settings whenever a
 * new phone subscribes.
 */
export interface CalendarFeedRow {
  /** Always 1: the site has one feed. */
  id: number;
  token: string;
  /** 1 for the first address, one more with each renewal: the audit tells addresses apart by it, never by the token. */
  generation: number;
  createdAt: Date;
  renewedAt: Date;
}

export const calendarFeedTable = table<CalendarFeedRow>('calendar_feed', ['id']);

const FEED_ID = 1;
const AREA = 'calendar-feed';

/** The confirmed trips the feed lists (port onto the booking and waiver read models). */
export interface FeedTrips {
  /** Confirmed (paid or confirmed by the guide) real trips dated `from` or later; test bookings left out. */
  confirmedFrom(from: string): Promise<FeedTrip[]>;
}

/** The address the guide subscribes to, as Settings shows it (to an admin only: it is the credential). */
export interface CalendarFeedLink {
  readonly url: string;
  readonly renewedAt: Date;
}

/** Unknown or renewed-away token: the feed answers 404, as for an address that never existed. */
export class CalendarFeedNotFoundError extends DomainError {
  override readonly name = 'CalendarFeedNotFoundError';
  constructor() {
    super('calendar-feed-not-found', 'Calendar feed not found');
  }
}

/** 32 random bytes (256 bits) in base64url: 43 characters nobody guesses. */
export function newFeedToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What a feed token may look like; anything else is refused before it is compared. */
export function isWellFormedFeedToken(token: string): boolean {
  return /^[A-Za-z0-9_-]{43}$/.test(token);
}

/** Equal tokens, compared in constant time: digests of equal length, so the length leaks nothing either. */
export function sameToken(given: string, stored: string): boolean {
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(given), digest(stored));
}

export const CALENDAR_FEED_PATH = '/api/calendar';

export function calendarFeedUrl(siteOrigin: string, token: string): string {
  return `${siteOrigin.replace(/\/+$/, '')}${CALENDAR_FEED_PATH}/${token}.ics`;
}

/**
 * The guide's private calendar of confirmed trips (domain/calendar-feed/calendar-feed.ts): its
 * address for Settings, made on first look and renewed on demand (the old one stops working at
 * once), and the iCalendar document the address answers. Each renewal is audited as other
 * settings changes are (content_changes), with its time, never the token.
 */
export class CalendarFeedService {
  constructor(
    private readonly store: RecordStore,
    private readonly trips: FeedTrips,
    private readonly clock: Clock,
    private readonly siteOrigin: string,
    private readonly newToken: () => string = newFeedToken,
  ) {}

  /** The feed's address; the first look makes it. */
  async link(actor: Actor): Promise<CalendarFeedLink> {
    const stored = await this.store.findOne(calendarFeedTable, { id: FEED_ID });
    return this.linkOf(stored ?? (await this.issue(actor, false)));
  }

  /** A new address; the old one answers 404 from now on. */
  async renew(actor: Actor): Promise<CalendarFeedLink> {
    return this.linkOf(await this.issue(actor, true));
  }

  /** The iCalendar document for a token, or CalendarFeedNotFoundError. */
  async calendar(token: string): Promise<string> {
    if (!isWellFormedFeedToken(token)) throw new CalendarFeedNotFoundError();
    const stored = await this.store.findOne(calendarFeedTable, { id: FEED_ID });
    if (!stored || !sameToken(token, stored.token)) throw new CalendarFeedNotFoundError();
    const now = this.clock.now();
    const trips = await this.trips.confirmedFrom(feedStartDate(calendarDateOf(now)));
    return calendarDocument(tripCalendar(trips, { businessName: SITE_DEFAULTS.name, siteOrigin: this.siteOrigin, now }));
  }

  private linkOf(row: CalendarFeedRow): CalendarFeedLink {
    return { url: calendarFeedUrl(this.siteOrigin, row.token), renewedAt: row.renewedAt };
  }

  /** Under a lock, so two first looks make one token and two renewals leave the last. */
  private issue(actor: Actor, renew: boolean): Promise<CalendarFeedRow> {
    return this.store.transaction(async (tx) => {
      await tx.lock(AREA);
      const before = await tx.findOne(calendarFeedTable, { id: FEED_ID });
      if (before && !renew) return before;
      const at = this.clock.now();
      const token = this.newToken();
      let after: CalendarFeedRow;
      if (before) {
        const generation = before.generation + 1;
        await tx.update(calendarFeedTable, { id: FEED_ID }, { token, generation, renewedAt: at });
        after = { ...before, token, generation, renewedAt: at };
      } else {
        after = await tx.insert(calendarFeedTable, { id: FEED_ID, token, generation: 1, createdAt: at, renewedAt: at });
      }
      // The audit says when the address changed and who changed it; the token itself stays out of it.
      await recordContentChange(tx, {
        area: AREA,
        recordId: 'link',
        action: before ? 'updated' : 'created',
        actor,
        at,
        before: before ? { generation: before.generation, renewedAt: before.renewedAt.toISOString() } : null,
        after: { generation: after.generation, renewedAt: at.toISOString() },
      });
      return after;
    });
  }
}
