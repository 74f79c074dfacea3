import { isSlotFree, slotDayDecider, SlotDayEvent, slotDayStreamId, SlotUnavailableError } from '../../domain/availability/slot-day';
import { bookingDecider, bookingStreamId } from '../../domain/bookings/booking';
import { emailKey, phoneKey } from '../../domain/checkout/checkout-rules';
import { BusinessContact } from '../messaging/message-format';
import { Actor } from '../../domain/shared/actor';
import {
  contactKeys,
  entryIdOfClaim,
  isActiveEntry,
  offerEndedUnused,
  offerExpiry,
  offerPassedFor,
  waitlistClaimKey,
  waitlistDecider,
  WaitlistEntry,
  WaitlistEvent,
  WaitlistState,
  waitlistStreamId,
} from '../../domain/waitlist/waitlist';
import { waitlistJoinedEmail, waitlistOfferEmail, waitlistOfferSms } from './waitlist-messages';
import { asBookingEvent, bookingIdOf } from '../bookings/booking-events';
import { CheckoutLimits } from '../checkout/checkout-ports';
import { SlotSchedule } from '../bookings/slot-schedule';
import { NewOutboxMessage, outboxMessage, OutboxStore } from '../messaging/outbox';
import { Clock } from '../ports/clock';
import { EventStore, RecordedEvent } from '../ports/event-store';
import { ReactingProcessManager, reactions } from '../process-managers/process-manager';
import { CommandPipeline } from '../shared/command-pipeline';
import { domainEventOf } from '../shared/event-envelope';
import { loadStream } from '../shared/stream-state';
import { asWaitlistEvent, waitlistDateOf } from './waitlist-events';
import { WaitlistLinkIssuer } from './waitlist-links';

const OFFERS: Actor = { kind: 'system', process: 'waitlist_offers' };

export const WAITLIST_OFFER_EXPIRED_REASON = 'The offer was not taken up in time';

export const WAITLIST_BOOKED_ELSEWHERE_REASON = 'The person booked another way';

/** What the waitlist offers process works with, each by name. */
export interface WaitlistOffersDeps {
  readonly events: EventStore;
  /** Whether the schedule offers a slot, which an offer's hold on the day records. */
  readonly schedule: SlotSchedule;
  /** Issues the private link of each entry, which its messages carry. */
  readonly links: WaitlistLinkIssuer;
  readonly outbox: OutboxStore;
  /** The business as the messages name it (the site content as the admin set it). */
  readonly business: () => Promise<BusinessContact>;
  readonly clock: Clock;
  /** The checkout's caps on open holds, which every offer's hold counts under. */
  readonly limits: Pick<CheckoutLimits, 'holds' | 'holdsPerClient'>;
}

/**
 * The waitlist's side effects (docs/architecture/process-managers.md). When a place frees on a day
 * (any release of a claim: a cancellation, a move, a lapsed checkout, an offer not taken up) or
 * someone joins, the day's waiting entries are tried in the order they joined: the first whose slot
 * is free now has its place held (claim `waitlist-<entryId>` on the day, so nobody else can take
 * it) and is offered it, by SMS and email. The hold counts under the checkout's caps on open holds
 * (per client address, email and phone, in checkout_holds under the same key): a person at the cap
 * is passed over for now, and so is one who already let an offer of that time go, so that nobody
 * holds the calendar through the waitlist. An offer ends when its hold lapses (the lapsed-holds job
 * releases it: the place passes on), when the person leaves, or when their checkout takes the hold
 * over; then it stops counting. A booking by the same person on that day takes their entries off
 * the list, and gives back a place held for them.
 *
 * Every step is safe to take twice (a crash before the checkpoint): the hold and the offer are
 * repeat-safe commands and the messages are keyed by the event they answer.
 */
export class WaitlistOffersProcess extends ReactingProcessManager {
  readonly name = 'waitlist_offers';
  protected readonly on = {
    ...reactions(asSlotDayEvent, {
      SlotReleased: (event, recorded) => this.placeReleased(event, recorded),
    }),
    ...reactions(asWaitlistEvent, {
      WaitlistJoined: (event, recorded) => this.joined(event, recorded),
      WaitlistPlaceOffered: (event, recorded) => this.offered(event, recorded),
      WaitlistLeft: (event, recorded) => this.left(event, recorded),
    }),
    ...reactions(asBookingEvent, {
      BookingPaid: (_event, recorded) => this.booked(recorded),
      BookingStatusChanged: {
        when: (event) => event.data.to === 'confirmed',
        then: (_event, recorded) => this.booked(recorded),
      },
    }),
  };
  // No command's answer shows an offer: it follows within a second.
  readonly background = true;
  private readonly pipeline: CommandPipeline;
  private readonly events: EventStore;
  private readonly schedule: SlotSchedule;
  private readonly links: WaitlistLinkIssuer;
  private readonly outbox: OutboxStore;
  private readonly business: () => Promise<BusinessContact>;
  private readonly clock: Clock;
  private readonly limits: Pick<CheckoutLimits, 'holds' | 'holdsPerClient'>;

  constructor(deps: WaitlistOffersDeps) {
    super();
    ({
      events: this.events,
      schedule: this.schedule,
      links: this.links,
      outbox: this.outbox,
      business: this.business,
      clock: this.clock,
      limits: this.limits,
    } = deps);
    this.pipeline = new CommandPipeline(deps.events, 20);
  }

  private async placeReleased(released: Extract<SlotDayEvent, { type: 'SlotReleased' }>, recorded: RecordedEvent): Promise<void> {
    const date = recorded.streamId.slice('slotday-'.length);
    const entryId = entryIdOfClaim(released.data.bookingId);
    if (entryId) {
      const at = this.clock.now().toISOString();
      // The offer's hold ended: taken over by the person's checkout, or not taken up in time.
      const command = released.data.replacedBy
        ? ({ type: 'MarkEntryBooked', entryId, bookingId: released.data.replacedBy, actor: OFFERS, at } as const)
        : ({ type: 'ExpireOffer', entryId, reason: WAITLIST_OFFER_EXPIRED_REASON, actor: OFFERS, at } as const);
      await this.pipeline.execute(waitlistDecider, waitlistStreamId(date), command);
      // The offer no longer holds a place: it stops counting under the caps (taken over, its checkout counts instead).
      await this.limits.holds.drop(released.data.bookingId);
    }
    await this.offerFreedPlaces(date);
  }

  private async joined(event: Extract<WaitlistEvent, { type: 'WaitlistJoined' }>, recorded: RecordedEvent): Promise<void> {
    const date = waitlistDateOf(recorded);
    const entry = await this.entry(date, event.data.entryId);
    if (entry) await this.send(recorded, date, entry, 'waitlist-joined');
    // The place may be free already (it freed while they were on the form).
    await this.offerFreedPlaces(date);
  }

  private async offered(event: Extract<WaitlistEvent, { type: 'WaitlistPlaceOffered' }>, recorded: RecordedEvent): Promise<void> {
    const date = waitlistDateOf(recorded);
    const entry = await this.entry(date, event.data.entryId);
    if (entry) await this.send(recorded, date, entry, 'waitlist-offer', new Date(event.data.expiresAt));
  }

  /** The place held for them goes back; its release offers it to the next in line. */
  private async left(event: Extract<WaitlistEvent, { type: 'WaitlistLeft' }>, recorded: RecordedEvent): Promise<void> {
    if (!event.data.wasOffered) return;
    await this.pipeline.execute(slotDayDecider, slotDayStreamId(waitlistDateOf(recorded)), {
      type: 'ReleaseSlot',
      bookingId: waitlistClaimKey(event.data.entryId),
      reason: 'The person left the waitlist',
      actor: OFFERS,
      at: this.clock.now().toISOString(),
    });
  }

  /**
   * The day's waiting entries in order: each whose slot is free now is held a place and offered it,
   * unless its person let an offer of that time go already, or holds as many places as the cap allows.
   */
  private async offerFreedPlaces(date: string): Promise<void> {
    const { state } = await loadStream(this.events, waitlistDecider, waitlistStreamId(date));
    if (!state.entries.some((e) => e.status === 'waiting')) return;
    const now = this.clock.now();
    const letGo = await this.offersLetGo(state);
    let day = (await loadStream(this.events, slotDayDecider, slotDayStreamId(date))).state;
    for (const entry of state.entries) {
      if (entry.status !== 'waiting') continue;
      const until = offerExpiry(now, date, entry.time);
      if (!until) continue;
      const claim = waitlistClaimKey(entry.entryId);
      if (offerPassedFor(state, entry, letGo) || !isSlotFree(day, entry.time, now.toISOString(), claim)) continue;
      const client = { address: entry.clientAddress, email: emailKey(entry.email), phone: phoneKey(entry.phone) };
      const cap = this.limits.holdsPerClient;
      if (await this.limits.holds.claim({ bookingId: claim, client, expiresAt: until, now, cap })) continue;
      let expiresAt = until.toISOString();
      try {
        const held = await this.pipeline.execute(slotDayDecider, slotDayStreamId(date), {
          type: 'HoldSlot',
          bookingId: claim,
          timeSlot: entry.time,
          offered: await this.schedule.isOffered(date, entry.time),
          expiresAt,
          actor: OFFERS,
          at: now.toISOString(),
        });
        // Held already by a step interrupted before its offer was recorded: the offer keeps that hold's time.
        expiresAt = held.state.claims[claim]?.expiresAt ?? expiresAt;
        day = held.state;
      } catch (error) {
        if (!(error instanceof SlotUnavailableError)) throw error;
        await this.limits.holds.drop(claim);
        continue;
      }
      await this.pipeline.execute(waitlistDecider, waitlistStreamId(date), {
        type: 'OfferPlace',
        entryId: entry.entryId,
        expiresAt,
        actor: OFFERS,
        at: now.toISOString(),
      });
    }
  }

  /**
   * Which entries let their offer go: not taken up in time, left while offered, or taken over by a
   * checkout that was never paid (its booking released: the place came back all the same).
   */
  private async offersLetGo(state: WaitlistState): Promise<(entry: WaitlistEntry) => boolean> {
    const unpaid = new Set<string>();
    for (const entry of state.entries) {
      if (entry.status !== 'booked' || !entry.wasOffered || !entry.bookingId) continue;
      const { state: booking } = await loadStream(this.events, bookingDecider, bookingStreamId(entry.bookingId));
      if (booking.status === 'released') unpaid.add(entry.entryId);
    }
    return (entry) => offerEndedUnused(entry) || unpaid.has(entry.entryId);
  }

  /** A confirmed booking takes its customer's entries for the day it was confirmed for off the list. */
  private async booked(recorded: RecordedEvent): Promise<void> {
    const bookingId = bookingIdOf(recorded);
    const { state: booking } = await loadStream(this.events, bookingDecider, bookingStreamId(bookingId), { toVersion: recorded.version });
    if (booking.status === 'none' || booking.details.test) return;
    const date = booking.details.date;
    const { state } = await loadStream(this.events, waitlistDecider, waitlistStreamId(date));
    const customer = contactKeys(booking.details);
    const at = this.clock.now().toISOString();
    for (const entry of state.entries.filter(isActiveEntry)) {
      const keys = contactKeys(entry);
      if (keys.email !== customer.email && (keys.phone === '' || keys.phone !== customer.phone)) continue;
      await this.pipeline.execute(waitlistDecider, waitlistStreamId(date), {
        type: 'MarkEntryBooked',
        entryId: entry.entryId,
        bookingId,
        actor: OFFERS,
        at,
      });
      // A place held for them is not needed any more: its release offers it to the next in line.
      if (entry.status === 'offered') {
        await this.pipeline.execute(slotDayDecider, slotDayStreamId(date), {
          type: 'ReleaseSlot',
          bookingId: waitlistClaimKey(entry.entryId),
          reason: WAITLIST_BOOKED_ELSEWHERE_REASON,
          actor: OFFERS,
          at,
        });
      }
    }
  }

  private async entry(date: string, entryId: string): Promise<WaitlistEntry | undefined> {
    const { state } = await loadStream(this.events, waitlistDecider, waitlistStreamId(date));
    return state.entries.find((e) => e.entryId === entryId);
  }

  /**
   * The entry's messages for this event, each with a link of its own (issued only when they are
   * not written yet: a repeat after a crash finds them by their keys).
   */
  private async send(recorded: RecordedEvent, date: string, entry: WaitlistEntry, kind: string, expiresAt?: Date): Promise<void> {
    const keyOf = (channel: 'email' | 'sms') => `${kind}:${entry.entryId}:v${recorded.version}:customer-${channel}`;
    const keys = expiresAt ? [keyOf('email'), keyOf('sms')] : [keyOf('email')];
    if ((await this.outbox.byDedupeKeys(keys)).length > 0) return;
    const now = this.clock.now();
    const { url } = await this.links.issue(entry.entryId, now);
    const business = await this.business();
    const facts = { ...entry, date };
    const mail = expiresAt ? waitlistOfferEmail(facts, business, url, expiresAt) : waitlistJoinedEmail(facts, business, url);
    const messages: NewOutboxMessage[] = [
      outboxMessage({
        dedupeKey: keyOf('email'),
        kind,
        channel: 'email',
        to: { audience: 'customer', recipient: entry.email },
        at: now,
        subject: mail.subject,
        body: mail.text,
        html: mail.html,
      }),
    ];
    if (expiresAt) {
      const body = waitlistOfferSms(facts, business, url, expiresAt);
      messages.push(
        outboxMessage({
          dedupeKey: keyOf('sms'),
          kind,
          channel: 'sms',
          to: { audience: 'customer', recipient: entry.phone },
          at: now,
          body,
        }),
      );
    }
    await this.outbox.enqueue(messages);
  }
}

/** A day's slot event (a place released), or undefined for other streams. */
function asSlotDayEvent(recorded: RecordedEvent): SlotDayEvent | undefined {
  return recorded.category === 'slotday' ? domainEventOf<SlotDayEvent>(recorded) : undefined;
}
