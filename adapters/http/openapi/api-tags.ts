/**
 * The document's tags: one per business area (the folder name every layer shares), each with the
 * controllers that serve it. docs/api/http.md groups the operations by these tags.
 */
export const API_TAGS: readonly { name: string; description: string; controllers: readonly string[] }[] = [
  { name: 'auth', description: 'Signing in and out, the session, accounts of the admin dashboard', controllers: ['AuthController'] },
  {
    name: 'catalogue',
    description: 'The tour packages: prices, capacity, seasons (docs/product/pricing.md)',
    controllers: ['PackagesController'],
  },
  {
    name: 'availability',
    description: 'Free slots of a package on a day, and the days the business closes',
    controllers: ['AvailabilityController', 'ClosuresController'],
  },
  {
    name: 'bookings',
    description: 'Quotes, bookings, their status, refunds and weather cancellations (docs/product/booking.md)',
    controllers: ['BookingsController', 'QuoteController', 'WeatherCancellationsController'],
  },
  { name: 'checkout', description: 'Paying for a booking: the payment intent and its confirmation', controllers: ['CheckoutController'] },
  {
    name: 'payments',
    description: "The payment provider's configuration, its webhook and the local test gateway",
    controllers: ['PaymentConfigController', 'StripeWebhookController', 'TestGatewayController'],
  },
  {
    name: 'giftcards',
    description: 'Gift cards: buying, checking and redeeming (docs/product/gift-cards.md)',
    controllers: ['GiftCardsController'],
  },
  { name: 'referrals', description: 'Referral codes and their credits (docs/product/referrals.md)', controllers: ['ReferralsController'] },
  { name: 'reminders', description: 'Reminders before a trip (docs/product/reminders.md)', controllers: ['RemindersController'] },
  {
    name: 'waivers',
    description: 'Liability waivers: their terms, signing, copies and voiding (docs/product/waivers.md)',
    controllers: ['WaiversController', 'WaiverCopyController', 'WaiverTermsController'],
  },
  {
    name: 'manage',
    description: "A guest's private link to see, move or cancel a booking (docs/product/self-service.md)",
    controllers: ['ManageController'],
  },
  { name: 'waitlist', description: 'Joining the waiting list of a full day', controllers: ['WaitlistController'] },
  {
    name: 'messaging',
    description: 'Email and SMS: templates, the outbox, automation settings, inbound SMS (docs/product/messaging.md)',
    controllers: [
      'MessageTemplatesController',
      'OutboxController',
      'AutomationSettingsController',
      'SmsController',
      'TwilioInboundController',
    ],
  },
  {
    name: 'campaigns',
    description: 'Email campaigns, the opt-in and unsubscribing (docs/product/messaging.md)',
    controllers: ['EmailCampaignsController', 'OptInController', 'UnsubscribeController'],
  },
  {
    name: 'chat',
    description: 'Chat sessions as the dashboard reads them (docs/product/chat.md)',
    controllers: ['ChatSessionsController'],
  },
  {
    name: 'reviews',
    description: 'Reviews of trips and the requests for them',
    controllers: ['ReviewsController', 'ReviewRequestsController'],
  },
  { name: 'gallery', description: 'Catch photos shown on the site', controllers: ['CatchesController'] },
  { name: 'blog', description: 'Blog posts (docs/product/content.md)', controllers: ['BlogPostsController'] },
  { name: 'content', description: "The site's editable texts (docs/product/content.md)", controllers: ['SiteContentController'] },
  { name: 'media', description: 'The media library: uploaded images and videos', controllers: ['MediaController'] },
  { name: 'audit', description: 'Who changed which content, and when', controllers: ['ContentChangesController'] },
  { name: 'reports', description: 'Figures of the admin dashboard', controllers: ['ReportsController'] },
  { name: 'setup', description: 'The first-run checklist of the admin dashboard', controllers: ['SetupChecklistController'] },
  { name: 'privacy', description: "How long guests' personal data is kept", controllers: ['PrivacyController'] },
  { name: 'calendar-feed', description: "The guides' calendar feed of booked trips", controllers: ['CalendarFeedController'] },
  { name: 'seo', description: 'Sitemap and robots for search engines', controllers: ['SeoController'] },
  { name: 'health', description: 'Liveness and readiness probes', controllers: ['HealthController', 'ReadinessController'] },
  { name: 'http', description: 'Pages and styles of the private links', controllers: ['LinkPageStylesController'] },
];

/** The tag of a controller's operations. */
export function tagOfController(controllerKey: string): string | undefined {
  return API_TAGS.find((tag) => tag.controllers.includes(controllerKey))?.name;
}
