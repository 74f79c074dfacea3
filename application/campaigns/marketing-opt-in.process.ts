import { BookingEvent } from '../../domain/bookings/booking';
import { bookingConsentOf, bookingGivesConsent } from '../../domain/campaigns/booking-consent';
import { contactKeyOf, optInNeeded } from '../../domain/campaigns/consent-rules';
import { OPT_IN_EMAIL_KIND, optInEmailKey } from '../../domain/campaigns/opt-in-rules';
import { CampaignSender } from './campaign-email';
import { optInEmail } from './opt-in-email';
import { calendarDateOf } from '../../domain/shared/calendar';
import { asBookingEvent, bookingIdOf } from '../bookings/booking-events';
import { outboxMessage, OutboxStore } from '../messaging/outbox';
import { EventStore, RecordedEvent } from '../ports/event-store';
import { domainEventOf } from '../shared/event-envelope';
import { ReactingProcessManager, reactions } from '../process-managers/process-manager';
import { OptInStore, UnsubscribeStore } from './campaign-ports';
import { linkTokenHash, newLinkToken, optInUrl } from './link-tokens';

/** What the opt-in process works with, each by name. */
export interface MarketingOptInDeps {
  readonly events: EventStore;
  readonly unsubscribes: Pick<UnsubscribeStore, 'get'>;
  readonly optIns: Pick<OptInStore, 'get' | 'saveToken'>;
  readonly outbox: OutboxStore;
  /** The business as the email names it (the site content as the admin set it). */
  readonly sender: () => Promise<CampaignSender>;
  /** The site's public origin: the link is on it. */
  readonly siteOrigin: string;
  /** Draws the link's token. Default: newLinkToken. */
  readonly newToken?: () => string;
}

/**
 * A booking whose box gives express consent (booking-consent.ts: a visitor's once paid, the
 * guide's phone booking when recorded) for an address whose unsubscribe stands does not undo that
 * unsubscribe: whoever booked may have typed somebody else's address. Instead the address gets an
 * opt-in email, whose link's POST alone makes it reachable again (opt-in-service.ts).
 *
 * At most one such email per address per day on the lake, whatever the number of bookings: its
 * outbox key names the address and the day. It carries nothing the booking's author typed.
 *
 * A process manager, not a projection: added to a database with history it starts at the end of
 * the log, and a projection rebuild does not replay it, so nobody is asked again for old bookings.
 */
export class MarketingOptInProcess extends ReactingProcessManager {
  readonly name = 'marketing_opt_in_emails';
  protected readonly on = reactions(asBookingEvent, {
    BookingRequested: { when: boxTicked, then: (event, recorded) => this.consented(event, recorded) },
    BookingHeld: { when: boxTicked, then: (event, recorded) => this.consented(event, recorded) },
    BookingPaid: (event, recorded) => this.consented(event, recorded),
  });
  // Nobody's answer depends on it.
  readonly background = true;
  private readonly events: EventStore;
  private readonly unsubscribes: MarketingOptInDeps['unsubscribes'];
  private readonly optIns: MarketingOptInDeps['optIns'];
  private readonly outbox: OutboxStore;
  private readonly sender: () => Promise<CampaignSender>;
  private readonly siteOrigin: string;
  private readonly newToken: () => string;

  constructor(deps: MarketingOptInDeps) {
    super();
    ({
      events: this.events,
      unsubscribes: this.unsubscribes,
      optIns: this.optIns,
      outbox: this.outbox,
      sender: this.sender,
      siteOrigin: this.siteOrigin,
      newToken: this.newToken = newLinkToken,
    } = deps);
  }

  private async consented(event: BookingEvent, recorded: RecordedEvent): Promise<void> {
    // The booking's first event says whose it is and what its box said; later ones name nobody.
    const first = event.type === 'BookingPaid' ? await this.firstEventOf(recorded) : event;
    if (!first || (first.type !== 'BookingRequested' && first.type !== 'BookingHeld')) return;
    const { details } = first.data;
    const { actor } = first.metadata;
    if (!bookingGivesConsent(event.type === 'BookingPaid' ? 'paid' : 'recorded', bookingConsentOf({ actor, details }))) return;

    const givenAt = new Date(event.metadata.occurredAt);
    const emailKey = contactKeyOf(details.email);
    const [unsubscribe, optIn] = await Promise.all([this.unsubscribes.get(emailKey), this.optIns.get(emailKey)]);
    const facts = {
      unsubscribedAt: unsubscribe ? new Date(unsubscribe.unsubscribedAt) : null,
      optInConfirmedAt: optIn ? new Date(optIn.confirmedAt) : null,
    };
    if (!optInNeeded(facts, givenAt)) return;

    const dedupeKey = optInEmailKey(emailKey, calendarDateOf(givenAt));
    // Asked today already (or this event was handled before a crash): that email carries its link.
    if ((await this.outbox.byDedupeKeys([dedupeKey])).length > 0) return;
    const bookingId = bookingIdOf(recorded);
    const token = this.newToken();
    // The link works before its email exists: an email is never queued with a dead link.
    await this.optIns.saveToken({
      tokenHash: linkTokenHash(token),
      emailKey,
      email: details.email.trim(),
      bookingId,
      createdAt: givenAt,
      usedAt: null,
    });
    const email = optInEmail({ sender: await this.sender(), confirmUrl: optInUrl(this.siteOrigin, token) });
    await this.outbox.enqueue([
      outboxMessage({
        dedupeKey,
        kind: OPT_IN_EMAIL_KIND,
        bookingId,
        channel: 'email',
        to: { audience: 'customer', recipient: details.email.trim() },
        at: givenAt,
        subject: email.subject,
        body: email.text,
        html: email.html,
      }),
    ]);
  }

  private async firstEventOf(recorded: RecordedEvent): Promise<BookingEvent | undefined> {
    const [first] = await this.events.readStream(recorded.streamId, { toVersion: 1 });
    return first && domainEventOf<BookingEvent>(first);
  }
}

/** A booking made with the marketing box ticked; a payment is judged by its booking's first event. */
function boxTicked(event: Extract<BookingEvent, { type: 'BookingRequested' | 'BookingHeld' }>): boolean {
  return event.data.details.marketingConsent === true;
}
