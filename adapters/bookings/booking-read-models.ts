import { Column, Entity, Index, MigrationInterface, PrimaryColumn, QueryRunner } from 'typeorm';
import { BookingListRow } from '../../application/bookings/booking-read-models';
import { BookingLifecycleStatus, PaymentGatewayKind } from '../../domain/bookings/booking';
import { PriceBreakdown } from '../../domain/bookings/pricing';
import { TimeSlot } from '../../domain/bookings/booking-rules';

@Entity({ name: 'booking_list' })
export class BookingListEntity implements BookingListRow {
  @PrimaryColumn('text') id!: string;
  @Column('text') package!: string;
  @Index() @Column('integer', { nullable: true }) packageId!: number | null;
  @Index() @Column('text') date!: string;
  @Column('text') time!: TimeSlot;
  @Column('text') name!: string;
  @Column('text') email!: string;
  @Column('text') phone!: string;
  @Column('integer') people!: number;
  @Column('boolean') hasKids!: boolean;
  @Column('integer') kidsCount!: number;
  @Column('text', { nullable: true }) message!: string | null;
  @Column('text', { nullable: true }) referredBy!: string | null;
  @Column('text', { nullable: true }) referralCode!: string | null;
  @Index() @Column('text', { nullable: true }) reference!: string | null;
  @Column('text') status!: BookingLifecycleStatus;
  @Column('integer', { nullable: true }) amountCents!: number | null;
  @Index() @Column('text', { nullable: true }) paymentIntentId!: string | null;
  @Column('text', { nullable: true }) gateway!: PaymentGatewayKind | null;
  @Column('jsonb', { nullable: true }) price!: PriceBreakdown | null;
  @Column('timestamptz', { nullable: true }) paidAt!: Date | null;
  @Column('integer') refundedCents!: number;
  @Column('integer', { nullable: true }) paymentDueCents!: number | null;
  @Column('boolean') test!: boolean;
  @Column('boolean') noShow!: boolean;
  @Column('timestamptz') createdAt!: Date;
  @Column('timestamptz') updatedAt!: Date;
  @Column('integer') version!: number;
}

/** The audit timeline's table as its projection wrote it (created, then dropped and put back by a revert). */
const CREATE_BOOKING_HISTORY = `
  CREATE TABLE booking_history (
    "bookingId" text NOT NULL,
    "version" integer NOT NULL,
    "type" text NOT NULL,
    "actor" jsonb NOT NULL,
    "occurredAt" timestamptz NOT NULL,
    "recordedAt" timestamptz NOT NULL,
    "changes" jsonb NOT NULL,
    "reason" text,
    PRIMARY KEY ("bookingId", "version")
  )`;

export class CreateBookingReadModels1763800001000 implements MigrationInterface {
  name = 'CreateBookingReadModels1763800001000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE booking_list (
        "id" text PRIMARY KEY,
        "package" text NOT NULL,
        "date" text NOT NULL,
        "time" text NOT NULL,
        "name" text NOT NULL,
        "email" text NOT NULL,
        "phone" text NOT NULL,
        "people" integer NOT NULL,
        "hasKids" boolean NOT NULL,
        "kidsCount" integer NOT NULL,
        "message" text,
        "referredBy" text,
        "referralCode" text,
        "status" text NOT NULL,
        "createdAt" timestamptz NOT NULL,
        "updatedAt" timestamptz NOT NULL,
        "version" integer NOT NULL
      )`);
    await q.query('CREATE INDEX booking_list_date_idx ON booking_list ("date")');
    await q.query(CREATE_BOOKING_HISTORY);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE booking_history');
    await q.query('DROP TABLE booking_list');
  }
}

/** Online payment: the agreed amount, the gateway's payment id and when it was paid. */
export class AddBookingPayment1763800020000 implements MigrationInterface {
  name = 'AddBookingPayment1763800020000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(
      'ALTER TABLE booking_list ADD COLUMN "amountCents" integer, ADD COLUMN "paymentIntentId" text, ADD COLUMN "paidAt" timestamptz',
    );
    await q.query('CREATE INDEX booking_list_payment_intent_idx ON booking_list ("paymentIntentId")');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX booking_list_payment_intent_idx');
    await q.query('ALTER TABLE booking_list DROP COLUMN "paidAt", DROP COLUMN "paymentIntentId", DROP COLUMN "amountCents"');
  }
}

/** What cancellations gave back. */
export class AddBookingRefunds1763800021000 implements MigrationInterface {
  name = 'AddBookingRefunds1763800021000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE booking_list ADD COLUMN "refundedCents" integer NOT NULL DEFAULT 0');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE booking_list DROP COLUMN "refundedCents"');
  }
}

/** Test System bookings are marked, so the guide tells them from real trips. */
export class AddBookingTestFlag1763800022000 implements MigrationInterface {
  name = 'AddBookingTestFlag1763800022000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE booking_list ADD COLUMN "test" boolean NOT NULL DEFAULT false');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE booking_list DROP COLUMN "test"');
  }
}

/** What a booking was sold as: the package by id, the price breakdown, the gateway (issue: complete booking facts). */
export class AddBookingSale1763800061000 implements MigrationInterface {
  name = 'AddBookingSale1763800061000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE booking_list ADD COLUMN "packageId" integer, ADD COLUMN "gateway" text, ADD COLUMN "price" jsonb');
    // Rows already there stay null: their events were written without these facts.
    await q.query('CREATE INDEX booking_list_package_idx ON booking_list ("packageId")');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX booking_list_package_idx');
    await q.query('ALTER TABLE booking_list DROP COLUMN "price", DROP COLUMN "gateway", DROP COLUMN "packageId"');
  }
}

/** What a booking confirmed as unpaid still owes (its payment had gone back). */
export class AddBookingPaymentDue1763800200000 implements MigrationInterface {
  name = 'AddBookingPaymentDue1763800200000';

  async up(q: QueryRunner): Promise<void> {
    // No booking was ever confirmed as unpaid before: every row already there owes nothing.
    await q.query('ALTER TABLE booking_list ADD COLUMN "paymentDueCents" integer');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE booking_list DROP COLUMN "paymentDueCents"');
  }
}

/**
 * The audit timeline is read from each booking's stream (application/bookings/booking-timeline.ts):
 * its copy, one row per booking event, goes, with the checkpoint of the projection that wrote it.
 */
export class DropBookingHistory1764100400000 implements MigrationInterface {
  name = 'DropBookingHistory1764100400000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE booking_history');
    await q.query(`DELETE FROM projection_checkpoints WHERE name = 'booking_history'`);
  }

  async down(q: QueryRunner): Promise<void> {
    // Empty again: its projection, put back with it, refills it from the log's start.
    await q.query(CREATE_BOOKING_HISTORY);
  }
}

/**
 * The booking's reference, which staff search by: indexed, so the admin's search finds one booking
 * among years of them at once. Rows already there stay null until their events say more: the
 * references backfill (application/bookings/booking-reference-backfill.ts) appends them.
 */
export class AddBookingReference1764100600000 implements MigrationInterface {
  name = 'AddBookingReference1764100600000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE booking_list ADD COLUMN "reference" text');
    await q.query('CREATE INDEX booking_list_reference_idx ON booking_list ("reference")');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX booking_list_reference_idx');
    await q.query('ALTER TABLE booking_list DROP COLUMN "reference"');
  }
}

/** No booking could be a no-show before BookingMarkedNoShow existed: every row already there is false. */
export class AddBookingNoShow1764300100000 implements MigrationInterface {
  name = 'AddBookingNoShow1764300100000';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE booking_list ADD COLUMN "noShow" boolean NOT NULL DEFAULT false');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE booking_list DROP COLUMN "noShow"');
  }
}

export const bookingEntities = [BookingListEntity];
export const bookingMigrations = [
  CreateBookingReadModels1763800001000,
  AddBookingPayment1763800020000,
  AddBookingRefunds1763800021000,
  AddBookingTestFlag1763800022000,
  AddBookingSale1763800061000,
  AddBookingPaymentDue1763800200000,
  DropBookingHistory1764100400000,
  AddBookingReference1764100600000,
  AddBookingNoShow1764300100000,
];
