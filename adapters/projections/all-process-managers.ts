import { BookingHoldsProcess } from '../../application/checkout/booking-holds.process';
import { BookingMovesProcess } from '../../application/manage/booking-moves.process';
import { BookingPaymentsProcess } from '../../application/checkout/booking-payments.process';
import { BookingRefundsProcess } from '../../application/bookings/booking-refunds.process';
import { BookingSlotsProcess } from '../../application/bookings/booking-slots.process';
import { CheckoutLimits } from '../../application/checkout/checkout-service';
import { ManageLinkIssuer, ManageLinkStore } from '../../application/manage/manage-links';
import { OptInStore, UnsubscribeStore } from '../../application/campaigns/campaign-ports';
import { campaignSenderOf } from '../../application/campaigns/campaign-sender';
import { MarketingOptInProcess } from '../../application/campaigns/marketing-opt-in.process';
import { CreditAccountLookup } from '../../application/bookings/referral-codes';
import { SlotSchedule } from '../../application/bookings/slot-schedule';
import { ContactEntries } from '../../application/content/site-content-service';
import { MessageTemplateReader } from '../../application/messaging/message-template-service';
import { NotificationsProcess } from '../../application/messaging/notifications.process';
import { OutboxStore } from '../../application/messaging/outbox';
import { PaymentGateway } from '../../application/payments/payment-gateway';
import { Clock } from '../../application/ports/clock';
import { EventStore } from '../../application/ports/event-store';
import { ProcessManager } from '../../application/process-managers/process-manager';
import { ReferralPaymentSteps } from '../../application/referrals/referral-payment-steps';
import { ReferralsProcess } from '../../application/referrals/referrals.process';
import { ReminderMessagesProcess } from '../../application/reminders/reminder-messages.process';
import { ReminderPlanner } from '../../application/reminders/reminder-planner';
import { ReminderPlanningProcess } from '../../application/reminders/reminder-planning.process';
import { businessContactOf } from '../../application/messaging/business-contact';
import { WaitlistLinkIssuer } from '../../application/waitlist/waitlist-links';
import { WaitlistOffersProcess } from '../../application/waitlist/waitlist-offers.process';
import { WaitlistLinkStore } from '../../application/waitlist/waitlist-read-models';
import { WaiverCopyLinkIssuer, WaiverCopyLinkStore } from '../../application/waivers/waiver-copy-links';
import { WaiverDocuments } from '../../application/waivers/waiver-documents';
import { WaiverMessagesProcess } from '../../application/waivers/waiver-messages.process';
import { WaiverReferences } from '../../application/waivers/waiver-references';

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
  /** Where the manage links of confirmations are kept. */
  readonly manageLinks: ManageLinkStore;
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

/** Every process manager of the app (the side effects); each business area adds its own here. */
export function allProcessManagers(ports: ProcessManagerPorts): ProcessManager[] {
  return [
    new BookingPaymentsProcess(
      ports.events,
      ports.gateway,
      ports.schedule,
      ports.clock,
      new ReferralPaymentSteps(ports.events, ports.creditAccounts),
    ),
    new BookingSlotsProcess(ports.events, ports.clock),
    new BookingHoldsProcess(ports.events, ports.gateway, ports.clock),
    new BookingRefundsProcess(ports.events, ports.gateway, ports.clock),
    new BookingMovesProcess(ports.events, ports.gateway, ports.schedule, ports.clock),
    new NotificationsProcess({
      events: ports.events,
      outbox: ports.outbox,
      content: ports.content,
      siteOrigin: ports.siteOrigin,
      templates: ports.templates,
      manageLinks: new ManageLinkIssuer(ports.manageLinks, ports.siteOrigin),
      waiverReferences: ports.waiverReferences,
    }),
    new WaiverMessagesProcess(ports.waiverDocuments, ports.outbox, new WaiverCopyLinkIssuer(ports.waiverCopyLinks, ports.siteOrigin)),
    new ReminderPlanningProcess(new ReminderPlanner(ports.events, ports.content, ports.templates), ports.clock),
    new ReminderMessagesProcess(ports.events, ports.outbox),
    new ReferralsProcess(ports.events, ports.creditAccounts),
    new WaitlistOffersProcess(
      ports.events,
      ports.schedule,
      new WaitlistLinkIssuer(ports.waitlistLinks, ports.siteOrigin),
      ports.outbox,
      () => businessContactOf(ports.content, ports.siteOrigin),
      ports.clock,
      ports.holdLimits,
    ),
    new MarketingOptInProcess({
      events: ports.events,
      ...ports.marketingChoices,
      outbox: ports.outbox,
      sender: () => campaignSenderOf(ports.content, ports.siteOrigin),
      siteOrigin: ports.siteOrigin,
    }),
  ];
}
