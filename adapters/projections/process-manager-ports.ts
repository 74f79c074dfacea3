import { CheckoutLimits } from '../../application/checkout/checkout-ports';
import { CreditAccountLookup } from '../../application/bookings/referral-codes';
import { SlotSchedule } from '../../application/bookings/slot-schedule';
import { OptInStore, UnsubscribeStore } from '../../application/campaigns/campaign-ports';
import { ContactEntries } from '../../application/content/site-content-service';
import { MessageTemplateReader } from '../../application/messaging/message-template-service';
import { OutboxStore } from '../../application/messaging/outbox';
import { PaymentGateway } from '../../application/payments/payment-gateway';
import { Clock } from '../../application/ports/clock';
import { EventStore } from '../../application/ports/event-store';
import { WaitlistLinkStore } from '../../application/waitlist/waitlist-read-models';
import { WaiverCopyLinkStore } from '../../application/waivers/waiver-copy-links';
import { WaiverDocuments } from '../../application/waivers/waiver-documents';
import { WaiverReferences } from '../../application/waivers/waiver-references';

/**
 * The ports every process manager is built from (ProjectionsModule makes them, the tests make their
 * own): each area's core builds its managers from these (adapters/shared/area-core.ts).
 */
export interface ProcessManagerPorts {
  readonly events: EventStore;
  readonly gateway: PaymentGateway;
  readonly schedule: SlotSchedule;
  readonly outbox: OutboxStore;
  readonly content: ContactEntries;
  /** The admin's message templates (the customers' confirmation, cancellation and reminder texts). */
  readonly templates: MessageTemplateReader;
  readonly clock: Clock;
  /** The site's public origin, for the absolute links of messages. */
  readonly siteOrigin: string;
  /** The signer's copy of a waiver, as its email describes it. */
  readonly waiverDocuments: WaiverDocuments;
  /** Where the private links to signed copies are kept (emailed to addresses nobody confirmed). */
  readonly waiverCopyLinks: WaiverCopyLinkStore;
  // Every port is required: a feature is never switched off by a port left out.
  /** Each booking's waiver reference, for the confirmation's waiver link. */
  readonly waiverReferences: WaiverReferences;
  /** A customer's referral credit accounts (by phone and email, and the accounts held under them). */
  readonly creditAccounts: CreditAccountLookup;
  /** Where the private links of waitlist entries are kept. */
  readonly waitlistLinks: WaitlistLinkStore;
  /** The checkout's caps on open holds, which waitlist offers hold their places under. */
  readonly holdLimits: Pick<CheckoutLimits, 'holds' | 'holdsPerClient'>;
  /** Contacts' unsubscribes and opt-ins, for the opt-in email. */
  readonly marketingChoices: {
    readonly unsubscribes: Pick<UnsubscribeStore, 'get'>;
    readonly optIns: Pick<OptInStore, 'get' | 'saveToken'>;
  };
}
