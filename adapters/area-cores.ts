import { auditCore } from './audit/audit.core';
import { authCore } from './auth/auth.core';
import { availabilityCore } from './availability/availability.core';
import { blogCore } from './blog/blog.core';
import { bookingsCore } from './bookings/bookings.core';
import { checkoutCore } from './checkout/checkout.core';
import { campaignsCore } from './campaigns/campaigns.core';
import { catalogueCore } from './catalogue/catalogue.core';
import { chatCore } from './chat/chat.core';
import { contentCore } from './content/content.core';
import { galleryCore } from './gallery/gallery.core';
import { leasesCore } from './leases/leases.core';
import { manageCore } from './manage/manage.core';
import { mediaCore } from './media/media.core';
import { messagingCore } from './messaging/messaging.core';
import { paymentsCore } from './payments/payments.core';
import { projectionsCore } from './projections/projections.core';
import { publicReadsCore } from './public-reads/public-reads.core';
import { rateLimitsCore } from './rate-limits/rate-limits.core';
import { referralsCore } from './referrals/referrals.core';
import { remindersCore } from './reminders/reminders.core';
import { reviewsCore } from './reviews/reviews.core';
import { seedCore } from './seed/seed.core';
import { seoCore } from './seo/seo.core';
import { AreaCore } from './shared/area-core';
import { waitlistCore } from './waitlist/waitlist.core';
import { waiversCore } from './waivers/waivers.core';

/**
 * Every business area's core (shared/area-core.ts: its tables, read models and process managers), one
 * line each, in the order of AREAS (adapters/areas.ts): persistence/schema.ts reads the app's entities
 * and migrations from here, projections/all-projections.ts and projections/all-process-managers.ts
 * the log's consumers (the process managers start in this order). They are not read from AREAS
 * because the manifests import the areas' Nest modules, and whatever loads the schema or the read
 * models alone (the migrations, the tests' databases, the command-line tools such as
 * `npm run projections:rebuild`, the benchmarks) would load the whole app with them.
 * adapters/areas.spec.ts fails when the two lists do not name the same areas in the same order.
 */
export const AREA_CORES: readonly AreaCore[] = [
  leasesCore,
  paymentsCore,
  rateLimitsCore,
  authCore,
  projectionsCore,
  publicReadsCore,
  checkoutCore,
  bookingsCore,
  manageCore,
  auditCore,
  catalogueCore,
  mediaCore,
  blogCore,
  contentCore,
  reviewsCore,
  galleryCore,
  seedCore,
  seoCore,
  availabilityCore,
  messagingCore,
  waiversCore,
  remindersCore,
  referralsCore,
  waitlistCore,
  campaignsCore,
  chatCore,
];
