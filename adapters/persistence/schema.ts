import { auditEntities, auditMigrations } from '../audit/content-changes-table';
import { availabilityEntities, availabilityMigrations } from '../availability/availability-tables';
import { authEntities, authMigrations } from '../auth/auth-tables';
import { blogEntities, blogMigrations } from '../blog/blog-table';
import { bookingEntities, bookingMigrations } from '../bookings/booking-read-models';
import { campaignEntities, campaignMigrations } from '../campaigns/campaign-tables';
import { catalogueEntities, catalogueMigrations } from '../catalogue/package-table';
import { chatEntities, chatMigrations } from '../chat/chat-tables';
import { manageEntities, manageMigrations } from '../manage/manage-links-table';
import { waitlistEntities, waitlistMigrations } from '../waitlist/waitlist-tables';
import { mediaEntities, mediaMigrations } from '../media/media-table';
import { messagingEntities, messagingMigrations } from '../messaging/messaging-tables';
import { smsEntities, smsMigrations } from '../messaging/sms-tables';
import { messageTemplateEntities, messageTemplateMigrations } from '../messaging/message-templates-table';
import { paymentEntities, paymentMigrations } from '../payments/test-gateway-tables';
import { contentEntities, contentMigrations } from '../content/site-content-table';
import { galleryEntities, galleryMigrations } from '../gallery/catch-table';
import { rateLimitEntities, rateLimitMigrations } from '../rate-limits/rate-limit-table';
import { referralEntities, referralMigrations } from '../referrals/referral-tables';
import { reminderEntities, reminderMigrations } from '../reminders/reminders-table';
import { reviewEntities, reviewMigrations } from '../reviews/review-table';
import { reviewRequestEntities, reviewRequestMigrations } from '../reviews/review-requests-table';
import { seedEntities, seedMigrations } from '../seed/seed-runs-table';
import { waiverTermsEntities, waiverTermsMigrations } from '../waivers/waiver-terms-table';
import { waiverEntities, waiverMigrations } from '../waivers/waivers-table';
import { leaseEntities, leaseMigrations } from '../leases/leases-table';
import { CreateEvents1763800000000 } from './migrations/1763800000000-create-events';
import { CreateProjectionCheckpoints1763800000001 } from './migrations/1763800000001-create-projection-checkpoints';
import { CreateBatchRefusal1763800060000 } from './migrations/1763800060000-create-batch-refusal';

/** Every TypeORM entity and migration of the app; each business area contributes its own. */
export const schemaEntities = [
  ...bookingEntities,
  ...authEntities,
  ...auditEntities,
  ...catalogueEntities,
  ...mediaEntities,
  ...blogEntities,
  ...contentEntities,
  ...reviewEntities,
  ...galleryEntities,
  ...seedEntities,
  ...availabilityEntities,
  ...paymentEntities,
  ...messagingEntities,
  ...smsEntities,
  ...messageTemplateEntities,
  ...waiverTermsEntities,
  ...waiverEntities,
  ...reminderEntities,
  ...campaignEntities,
  ...referralEntities,
  ...chatEntities,
  ...reviewRequestEntities,
  ...manageEntities,
  ...waitlistEntities,
  ...leaseEntities,
  ...rateLimitEntities,
];

export const schemaMigrations = [
  CreateEvents1763800000000,
  CreateProjectionCheckpoints1763800000001,
  CreateBatchRefusal1763800060000,
  ...bookingMigrations,
  ...authMigrations,
  ...auditMigrations,
  ...catalogueMigrations,
  ...mediaMigrations,
  ...blogMigrations,
  ...contentMigrations,
  ...reviewMigrations,
  ...galleryMigrations,
  ...seedMigrations,
  ...availabilityMigrations,
  ...paymentMigrations,
  ...messagingMigrations,
  ...smsMigrations,
  ...messageTemplateMigrations,
  ...waiverTermsMigrations,
  ...waiverMigrations,
  ...reminderMigrations,
  ...campaignMigrations,
  ...referralMigrations,
  ...chatMigrations,
  ...reviewRequestMigrations,
  ...manageMigrations,
  ...waitlistMigrations,
  ...leaseMigrations,
  ...rateLimitMigrations,
];
