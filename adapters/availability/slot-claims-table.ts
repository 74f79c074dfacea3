import { Column, Entity, Index, MigrationInterface, PrimaryColumn, QueryRunner } from 'typeorm';
import { SlotClaimRow } from '../../application/availability/slot-claims.projection';
import { TimeSlot } from '../../domain/bookings/booking-rules';

@Entity({ name: 'slot_claims' })
export class SlotClaimEntity implements SlotClaimRow {
  @PrimaryColumn('text') bookingId!: string;
  @Index() @Column('text') date!: string;
  @Column('text') timeSlot!: TimeSlot;
  @Column('text') status!: 'held' | 'taken';
  @Column('timestamptz', { nullable: true }) expiresAt!: Date | null;
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
