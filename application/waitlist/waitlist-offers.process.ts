import { slotDayDecider, SlotDayEvent, slotDayStreamId, SlotUnavailableError } from '../../domain/availability/slot-day';
import { bookingDecider, bookingStreamId } from '../../domain/bookings/booking';
import { BusinessContact } from '../../domain/messaging/booking-messages';
import { Actor } from '../../domain/shared/actor';
import {
  contactKeys,
  entryIdOfClaim,
  isActiveEntry,
  offerExpiry,
  waitlistClaimKey,
  waitlistDecider,
  WaitlistEntry,
  WaitlistEvent,
  waitlistStreamId,
} from '../../domain/waitlist/waitlist';
import { waitlistJoinedEmail, waitlistOfferEmail, waitlistOfferSms } from '../../domain/waitlist/waitlist-messages';
import { asBookingEvent, bookingIdOf } from '../bookings/booking-events';
import { SlotSchedule } from '../bookings/slot-schedule';
import { NewOutboxMessage } from '../messaging/outbox';
import { OutboxStore } from '../messaging/outbox';
import { Clock } from '../ports/clock';
import { EventStore, RecordedEvent } from '../ports/event-store';
import { ProcessManager } from '../process-managers/process-manager';
import { CommandPipeline } from '../shared/command-pipeline';
import { domainEventOf, loadStream } from '../shared/stream-state';
import { asWaitlistEvent, waitlistDateOf } from './waitlist-events';
import { WaitlistLinkIssuer } from './waitlist-links';

const OFFERS: Actor = { kind: 'system', process: 'waitlist_offers' };

export const WAITLIST_OFFER_EXPIRED_REASON = 'The offer was not taken up in time';

/**
 * The waitlist's side effects (issue 20). When a place frees on a day (any release of a claim: a
 * cancellation, a move, a lapsed checkout, an offer not taken up) or someone joins, the day's
 * waiting entries are tried in the order they joined: the first whose slot is free now has its
 * place held (claim `waitlist-<entryId>` on the day, so nobody else can take it) and is offered
 * it, by SMS and email. An offer ends when its hold lapses (the lapsed-holds job releases it: the
 * place passes on), when the person leaves, or when their checkout takes the hold over. A booking
 * by the same person on that day takes their entries off the list.
 *
 * Every step is safe to take twice (a crash before the checkpoint): the hold and the offer are
 * repeat-safe commands and the messages are keyed by the event they answer.
 */
export class WaitlistOffersProcess implements ProcessManager {
  readonly name = 'waitlist_offers';
  readonly eventTypes = ['SlotReleased', 'WaitlistJoined', 'WaitlistPlaceOffered', 'WaitlistLeft', 'BookingPaid', 'BookingStatusChanged'];
  // No command's answer shows an offer: it follows within a second.
  readonly background = true;
  private readonly pipeline: CommandPipeline;

  constructor(
    private readonly events: EventStore,
    private readonly schedule: SlotSchedule,
    private readonly links: WaitlistLinkIssuer,
    private readonly outbox: OutboxStore,
    private readonly business: () => Promise<BusinessContact>,
    private readonly clock: Clock,
  ) {
    this.pipeline = new CommandPipeline(events, 20);
  }

  handles(recorded: RecordedEvent): boolean {
    if (recorded.category === 'slotday') return recorded.type === 'SlotReleased';
    if (recorded.category === 'waitlist') return this.eventTypes.includes(recorded.type);
    const booking = asBookingEvent(recorded);
    return booking?.type === 'BookingPaid' || (booking?.type === 'BookingStatusChanged' && booking.data.to === 'confirmed');
  }

  async handle(recorded: RecordedEvent): Promise<void> {
    if (recorded.category === 'slotday') return this.placeReleased(recorded);
    const event = asWaitlistEvent(recorded);
    if (event) return this.onWaitlistEvent(recorded, event);
    if (asBookingEvent(recorded)) return this.booked(bookingIdOf(recorded));
  }

  private async placeReleased(recorded: RecordedEvent): Promise<void> {
    const date = recorded.streamId.slice('slotday-'.length);
    const released = domainEventOf<SlotDayEvent>(recorded);
    if (released.type !== 'SlotReleased') return;
    const entryId = entryIdOfClaim(released.data.bookingId);
    if (entryId) {
      const at = this.clock.now().toISOString();
      // The offer's hold ended: taken over by the person's checkout, or not taken up in time.
      const command = released.data.replacedBy
        ? ({ type: 'MarkEntryBooked', entryId, bookingId: released.data.replacedBy, actor: OFFERS, at } as const)
        : ({ type: 'ExpireOffer', entryId, reason: WAITLIST_OFFER_EXPIRED_REASON, actor: OFFERS, at } as const);
      await this.pipeline.execute(waitlistDecider, waitlistStreamId(date), command);
    }
    await this.offerFreedPlaces(date);
  }

  private async onWaitlistEvent(recorded: RecordedEvent, event: WaitlistEvent): Promise<void> {
    const date = waitlistDateOf(recorded);
    switch (event.type) {
      case 'WaitlistJoined': {
        const entry = await this.entry(date, event.data.entryId);
        if (entry) await this.send(recorded, date, entry, 'waitlist-joined');
        // The place may be free already (it freed while they were on the form).
        await this.offerFreedPlaces(date);
        return;
      }
      case 'WaitlistPlaceOffered': {
        const entry = await this.entry(date, event.data.entryId);
        if (entry) await this.send(recorded, date, entry, 'waitlist-offer', new Date(event.data.expiresAt));
        return;
      }
      case 'WaitlistLeft':
        // The place held for them goes back; its release offers it to the next in line.
        if (event.data.wasOffered) {
          await this.pipeline.execute(slotDayDecider, slotDayStreamId(date), {
            type: 'ReleaseSlot',
            bookingId: waitlistClaimKey(event.data.entryId),
            reason: 'The person left the waitlist',
            actor: OFFERS,
            at: this.clock.now().toISOString(),
          });
        }
        return;
      default:
        return;
    }
  }

  /** The day's waiting entries in order: each whose slot is free now is held a place and offered it. */
  private async offerFreedPlaces(date: string): Promise<void> {
    const { state } = await loadStream(this.events, waitlistDecider, waitlistStreamId(date));
    const now = this.clock.now();
    for (const entry of state.entries) {
      if (entry.status !== 'waiting') continue;
      const until = offerExpiry(now, date, entry.time);
      if (!until) continue;
      const claim = waitlistClaimKey(entry.entryId);
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
      } catch (error) {
        if (error instanceof SlotUnavailableError) continue;
        throw error;
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

  /** A confirmed booking takes its customer's entries for that day off the list. */
  private async booked(bookingId: string): Promise<void> {
    const { state: booking } = await loadStream(this.events, bookingDecider, bookingStreamId(bookingId));
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
    const base = {
      kind,
      bookingId: null,
      audience: 'customer',
      status: 'pending',
      attempts: 0,
      nextAttemptAt: now,
      claimedAt: null,
      lastError: null,
      providerId: null,
      createdAt: now,
      sentAt: null,
    } as const;
    const mail = expiresAt ? waitlistOfferEmail(facts, business, url, expiresAt) : waitlistJoinedEmail(facts, business, url);
    const messages: NewOutboxMessage[] = [
      {
        ...base,
        dedupeKey: keyOf('email'),
        channel: 'email',
        recipient: entry.email,
        subject: mail.subject,
        body: mail.text,
        html: mail.html,
      },
    ];
    if (expiresAt) {
      const body = waitlistOfferSms(facts, business, url, expiresAt);
      messages.push({ ...base, dedupeKey: keyOf('sms'), channel: 'sms', recipient: entry.phone, subject: null, body, html: null });
    }
    await this.outbox.enqueue(messages);
  }
}
