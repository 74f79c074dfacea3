import { Column, Entity, Index, MigrationInterface, PrimaryColumn, QueryRunner } from 'typeorm';
import { ReviewRequestRow } from '../../application/reviews/review-request-read-models';
import { ReminderStatus } from '../../domain/reminders/reminder-rules';
import { ReviewRequestStatus, ReviewRequestType } from '../../domain/reviews/review-requests';

/** The review requests read model (application/reviews/review-requests.projection.ts); the reminders' events are the record. */
@Entity({ name: 'review_requests' })
export class ReviewRequestEntity implements ReviewRequestRow {
  @PrimaryColumn('text') bookingId!: string;
  @Column('text') id!: string;
  @Column('text') customerName!: string;
  @Column('text') customerEmail!: string;
  @Column('text') customerPhone!: string;
  @Column('text') requestType!: ReviewRequestType;
  @Column('text') status!: ReviewRequestStatus;
  @Column('timestamptz') scheduledFor!: Date;
  @Column('timestamptz', { nullable: true }) sentAt!: Date | null;
  @Column('timestamptz', { nullable: true }) completedAt!: Date | null;
  @Column('text', { nullable: true }) reviewPlatform!: string | null;
  @Column('text', { nullable: true }) reviewUrl!: string | null;
  @Column('boolean') incentiveOffered!: boolean;
  @Column('text', { nullable: true }) notes!: string | null;
  @Column('timestamptz') createdAt!: Date;
  @Column('text') tripDate!: string;
  @Column('text', { nullable: true }) followUpStatus!: ReminderStatus | null;
  @Column('timestamptz', { nullable: true }) followUpScheduledFor!: Date | null;
  @Column('timestamptz', { nullable: true }) followUpSentAt!: Date | null;
  @Index() @Column('text', { nullable: true }) linkTokenHash!: string | null;
  @Index() @Column('text', { nullable: true }) followUpTokenHash!: string | null;
}

export class CreateReviewRequests1763800110000 implements MigrationInterface {
  name = 'CreateReviewRequests1763800110000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE review_requests (
        "bookingId" text PRIMARY KEY,
        "id" text NOT NULL,
        "customerName" text NOT NULL,
        "customerEmail" text NOT NULL,
        "customerPhone" text NOT NULL,
        "requestType" text NOT NULL,
        "status" text NOT NULL,
        "scheduledFor" timestamptz NOT NULL,
        "sentAt" timestamptz,
        "completedAt" timestamptz,
        "reviewPlatform" text,
        "reviewUrl" text,
        "incentiveOffered" boolean NOT NULL DEFAULT false,
        "notes" text,
        "createdAt" timestamptz NOT NULL,
        "tripDate" text NOT NULL,
        "followUpStatus" text,
        "followUpScheduledFor" timestamptz,
        "followUpSentAt" timestamptz,
        "linkTokenHash" text,
        "followUpTokenHash" text
      )`);
    await q.query('CREATE INDEX review_requests_list_idx ON review_requests ("scheduledFor" DESC, "bookingId" DESC)');
    // The tracked link finds its request by the hash of its token.
    await q.query('CREATE INDEX review_requests_link_idx ON review_requests ("linkTokenHash")');
    await q.query('CREATE INDEX review_requests_follow_up_link_idx ON review_requests ("followUpTokenHash")');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE review_requests');
  }
}

export const reviewRequestEntities = [ReviewRequestEntity];
export const reviewRequestMigrations = [CreateReviewRequests1763800110000];
