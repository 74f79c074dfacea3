import { auditTables } from './audit/audit.tables';
import { authTables } from './auth/auth.tables';
import { availabilityTables } from './availability/availability.tables';
import { blogTables } from './blog/blog.tables';
import { bookingsTables } from './bookings/bookings.tables';
import { checkoutTables } from './checkout/checkout.tables';
import { campaignsTables } from './campaigns/campaigns.tables';
import { catalogueTables } from './catalogue/catalogue.tables';
import { chatTables } from './chat/chat.tables';
import { contentTables } from './content/content.tables';
import { galleryTables } from './gallery/gallery.tables';
import { leasesTables } from './leases/leases.tables';
import { manageTables } from './manage/manage.tables';
import { mediaTables } from './media/media.tables';
import { messagingTables } from './messaging/messaging.tables';
import { paymentsTables } from './payments/payments.tables';
import { projectionsTables } from './projections/projections.tables';
import { publicReadsTables } from './public-reads/public-reads.tables';
import { rateLimitsTables } from './rate-limits/rate-limits.tables';
import { referralsTables } from './referrals/referrals.tables';
import { remindersTables } from './reminders/reminders.tables';
import { reviewsTables } from './reviews/reviews.tables';
import { seedTables } from './seed/seed.tables';
import { seoTables } from './seo/seo.tables';
import { AreaTables } from './shared/area-tables';
import { waitlistTables } from './waitlist/waitlist.tables';
import { waiversTables } from './waivers/waivers.tables';

/**
 * Every business area's tables (shared/area-tables.ts), one line each, in the order of AREAS
 * (adapters/areas.ts): persistence/schema.ts reads the app's entities and migrations from here. It is
 * not read from AREAS because the manifests import the areas' Nest modules, and whatever loads the
 * schema alone (the migrations, the tests' databases, the command-line tools) would load the whole app
 * with it. adapters/areas.spec.ts fails when the two lists do not name the same areas in the same order.
 */
export const AREA_TABLES: readonly AreaTables[] = [
  leasesTables,
  paymentsTables,
  rateLimitsTables,
  authTables,
  projectionsTables,
  publicReadsTables,
  checkoutTables,
  bookingsTables,
  manageTables,
  auditTables,
  catalogueTables,
  mediaTables,
  blogTables,
  contentTables,
  reviewsTables,
  galleryTables,
  seedTables,
  seoTables,
  availabilityTables,
  messagingTables,
  waiversTables,
  remindersTables,
  referralsTables,
  waitlistTables,
  campaignsTables,
  chatTables,
];
