import { Column, Entity, MigrationInterface, PrimaryColumn, QueryRunner } from 'typeorm';
import { AvailabilityOverrideRow, AvailabilityTemplateRow } from '../../application/availability/availability-ports';
import { SlotStatus } from '../../domain/availability/availability-rules';
import { TimeSlot } from '../../domain/availability/slot-windows';
import { CreateScheduleClosures1763800231001, ScheduleClosureEntity } from './schedule-closures-table';
import { ClaimSeats1763800233001, ClaimsByDay1763800140001, CreateSlotClaims1763800012000, SlotClaimEntity } from './slot-claims-table';

@Entity({ name: 'availability_overrides' })
export class AvailabilityOverrideEntity implements AvailabilityOverrideRow {
  @PrimaryColumn('text') date!: string;
  @PrimaryColumn('text') timeSlot!: TimeSlot;
  @Column('text') status!: SlotStatus;
  @Column('timestamptz') updatedAt!: Date;
}

@Entity({ name: 'availability_template' })
export class AvailabilityTemplateEntity implements AvailabilityTemplateRow {
  @PrimaryColumn('smallint') weekday!: number;
  @Column('jsonb') slots!: TimeSlot[];
  @Column('timestamptz') updatedAt!: Date;
}

export class CreateAvailability1763800011000 implements MigrationInterface {
  name = 'CreateAvailability1763800011000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE availability_overrides (
        "date" text NOT NULL,
        "timeSlot" text NOT NULL CHECK ("timeSlot" IN ('morning', 'afternoon', 'full-day')),
        "status" text NOT NULL CHECK ("status" IN ('available', 'limited', 'booked')),
        "updatedAt" timestamptz NOT NULL,
        CONSTRAINT availability_overrides_pkey PRIMARY KEY ("date", "timeSlot")
      )`);
    await q.query(`
      CREATE TABLE availability_template (
        "weekday" smallint PRIMARY KEY CHECK ("weekday" BETWEEN 0 AND 6),
        "slots" jsonb NOT NULL,
        "updatedAt" timestamptz NOT NULL
      )`);
    // The default week, written out rather than imported: a migration must create the same rows
    // forever, even after the domain's default changes. 0 is Sunday.
    await q.query(`
      INSERT INTO availability_template ("weekday", "slots", "updatedAt") VALUES
        (0, '["full-day"]', now()),
        (1, '["morning", "afternoon"]', now()),
        (2, '["morning", "afternoon"]', now()),
        (3, '["morning", "afternoon"]', now()),
        (4, '["morning", "afternoon"]', now()),
        (5, '["morning", "afternoon"]', now()),
        (6, '["full-day"]', now())`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE availability_template');
    await q.query('DROP TABLE availability_overrides');
  }
}

export const availabilityEntities = [AvailabilityOverrideEntity, AvailabilityTemplateEntity, SlotClaimEntity, ScheduleClosureEntity];
export const availabilityMigrations = [
  CreateAvailability1763800011000,
  CreateSlotClaims1763800012000,
  ClaimsByDay1763800140001,
  CreateScheduleClosures1763800231001,
  ClaimSeats1763800233001,
];
