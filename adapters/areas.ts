import { auditArea } from './audit/audit.area';
import { authArea } from './auth/auth.area';
import { availabilityArea } from './availability/availability.area';
import { blogArea } from './blog/blog.area';
import { bookingsArea } from './bookings/bookings.area';
import { calendarFeedArea } from './calendar-feed/calendar-feed.area';
import { campaignsArea } from './campaigns/campaigns.area';
import { catalogueArea } from './catalogue/catalogue.area';
import { chatArea } from './chat/chat.area';
import { checkoutArea } from './checkout/checkout.area';
import { contentArea } from './content/content.area';
import { galleryArea } from './gallery/gallery.area';
import { giftCardsArea } from './giftcards/giftcards.area';
import { leasesArea } from './leases/leases.area';
import { manageArea } from './manage/manage.area';
import { mediaArea } from './media/media.area';
import { messagingArea } from './messaging/messaging.area';
import { paymentsArea } from './payments/payments.area';
import { privacyArea } from './privacy/privacy.area';
import { projectionsArea } from './projections/projections.area';
import { publicReadsArea } from './public-reads/public-reads.area';
import { rateLimitsArea } from './rate-limits/rate-limits.area';
import { referralsArea } from './referrals/referrals.area';
import { reportsArea } from './reports/reports.area';
import { remindersArea } from './reminders/reminders.area';
import { reviewsArea } from './reviews/reviews.area';
import { seedArea } from './seed/seed.area';
import { seoArea } from './seo/seo.area';
import { setupArea } from './setup/setup.area';
import { Area } from './shared/area';
import { waitlistArea } from './waitlist/waitlist.area';
import { waiversArea } from './waivers/waivers.area';

/**
 * Every business area of the app, one line each (adapters/shared/area.ts): adding an area is a line
 * here. The schema's entities and migrations (persistence/schema.ts), the read models and the process
 * managers (projections/all-projections.ts, projections/all-process-managers.ts; they start in this
 * order) and the app's Nest modules (app.module.ts; Nest registers their routes in this order) are
 * all read from this list. Loading it loads each area's core, not its Nest modules: a manifest
 * imports them when the app is built. TypeORM runs the migrations by their timestamps whatever the
 * order.
 */
export const AREAS: readonly Area[] = [
  leasesArea,
  paymentsArea,
  rateLimitsArea,
  authArea,
  projectionsArea,
  publicReadsArea,
  checkoutArea,
  bookingsArea,
  manageArea,
  auditArea,
  catalogueArea,
  mediaArea,
  blogArea,
  contentArea,
  reviewsArea,
  galleryArea,
  seedArea,
  setupArea,
  seoArea,
  availabilityArea,
  messagingArea,
  waiversArea,
  remindersArea,
  referralsArea,
  giftCardsArea,
  waitlistArea,
  campaignsArea,
  chatArea,
  privacyArea,
  calendarFeedArea,
  reportsArea,
];
