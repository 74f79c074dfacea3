import { Column, Entity, Index, MigrationInterface, PrimaryColumn, QueryRunner } from 'typeorm';
import { SlotClaimRow } from '../../application/availability/slot-claims.projection';
import { TimeSlot } from '../../domain/bookings/booking-rules';

@Entity({ name: 'slot_claims' })
export class SlotClaimEntity implements SlotClaimRow {
  /** `<date>:<bookingId>` (ClaimsByDay1763800140001): a booking moving to another day claims both for a moment. */
  @PrimaryColumn('text') claimId!: string;
  @Index() @Column('text') bookingId!: string;
  @Index() @Column('text') date!: string;
  @Column('text') timeSlot!: TimeSlot;
  @Column('text') status!: 'held' | 'taken';
  @Column('timestamptz', { nullable: true }) expiresAt!: Date | null;
  @Column('text', { nullable: true }) packageName!: string | null;
  @Column('integer', { nullable: true }) seats!: number | null;
  @Column('integer', { nullable: true }) boatCapacity!: number | null;
}

export class CreateSlotClaims1763800012000 implements MigrationInterface {
  name = 'CreateSlotClaims1763800012000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE slot_claims (
        "bookingId" text PRIMARY KEY,
        "date" text NOT NULL,
        "timeSlot" text NOT NULL,
        "status" text NOT NULL CHECK ("status" IN ('held', 'taken')),
        "expiresAt" timestamptz
      )`);
    await q.query('CREATE INDEX slot_claims_date_idx ON slot_claims ("date")');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE slot_claims');
  }
}

/**
 * One claim per booking and day: a booking that moves to another date holds the new day
 * before it gives the old one back, so the claims are keyed by both.
 */
export class ClaimsByDay1763800140001 implements MigrationInterface {
  name = 'ClaimsByDay1763800140001';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE slot_claims ADD COLUMN "claimId" text');
    await q.query(`UPDATE slot_claims SET "claimId" = "date" || ':' || "bookingId"`);
    await q.query('ALTER TABLE slot_claims ALTER COLUMN "claimId" SET NOT NULL');
    await q.query('ALTER TABLE slot_claims DROP CONSTRAINT slot_claims_pkey');
    await q.query('ALTER TABLE slot_claims ADD PRIMARY KEY ("claimId")');
    await q.query('CREATE INDEX slot_claims_booking_idx ON slot_claims ("bookingId")');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP INDEX slot_claims_booking_idx');
    await q.query('ALTER TABLE slot_claims DROP CONSTRAINT slot_claims_pkey');
    await q.query('ALTER TABLE slot_claims ADD PRIMARY KEY ("bookingId")');
    await q.query('ALTER TABLE slot_claims DROP COLUMN "claimId"');
  }
}

/**
 * Claims record the party they are for (domain/availability/slot-seats.ts), so that the calendars
 * count the seats a boat sold per seat has left. Rows of claims stored before then stay null: a
 * private charter, as their events say (the projection rebuilds the same rows from the log).
 */
export class ClaimSeats1763800233001 implements MigrationInterface {
  name = 'ClaimSeats1763800233001';

  async up(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE slot_claims ADD COLUMN "packageName" text, ADD COLUMN "seats" integer, ADD COLUMN "boatCapacity" integer');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('ALTER TABLE slot_claims DROP COLUMN "packageName", DROP COLUMN "seats", DROP COLUMN "boatCapacity"');
  }
}
