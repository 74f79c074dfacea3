import { Column, Entity, Index, MigrationInterface, PrimaryColumn, QueryRunner } from 'typeorm';
import { ReminderRow } from '../../application/reminders/reminder-read-models';
import { TimeSlot } from '../../domain/availability/slot-windows';
import { ReminderDelivery } from '../../domain/reminders/reminder';
import { ReminderStatus, ReminderType } from '../../domain/reminders/reminder-rules';

/** The reminders read model (application/reminders/reminder-list.projection.ts); the events are the record. */
@Entity({ name: 'scheduled_reminders' })
export class ReminderEntity implements ReminderRow {
  @PrimaryColumn('text') id!: string;
  @Index() @Column('text', { nullable: true }) bookingId!: string | null;
  @Column('text') reminderType!: ReminderType;
  @Column('timestamptz') scheduledFor!: Date;
  @Column('text') status!: ReminderStatus;
  @Column('text') recipientPhone!: string;
  @Column('text') recipientName!: string;
  @Column('text', { nullable: true }) recipientEmail!: string | null;
  @Column('text') message!: string;
  @Column('timestamptz', { nullable: true }) sentAt!: Date | null;
  @Column('text', { nullable: true }) failureReason!: string | null;
  @Column('timestamptz') createdAt!: Date;
  @Column('text') forDate!: string;
  @Column('text', { nullable: true }) tripTime!: TimeSlot | null;
  @Column('timestamptz') notAfter!: Date;
  @Column('timestamptz', { nullable: true }) queuedAt!: Date | null;
  @Column('text', { nullable: true }) delivery!: ReminderDelivery | null;
  @Column('text', { nullable: true }) providerId!: string | null;
  @Column('integer') attempts!: number;
  @Column('timestamptz', { nullable: true }) retryAt!: Date | null;
  @Column('text', { nullable: true }) reason!: string | null;
  @Column('integer') version!: number;
}

export class CreateScheduledReminders1763800092000 implements MigrationInterface {
  name = 'CreateScheduledReminders1763800092000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE scheduled_reminders (
        "id" text PRIMARY KEY,
        "bookingId" text,
        "reminderType" text NOT NULL,
        "scheduledFor" timestamptz NOT NULL,
        "status" text NOT NULL,
        "recipientPhone" text NOT NULL,
        "recipientName" text NOT NULL,
        "recipientEmail" text,
        "message" text NOT NULL,
        "sentAt" timestamptz,
        "failureReason" text,
        "createdAt" timestamptz NOT NULL,
        "forDate" text NOT NULL,
        "tripTime" text,
        "notAfter" timestamptz NOT NULL,
        "queuedAt" timestamptz,
        "delivery" text,
        "providerId" text,
        "attempts" integer NOT NULL,
        "retryAt" timestamptz,
        "reason" text,
        "version" integer NOT NULL
      )`);
    await q.query('CREATE INDEX scheduled_reminders_booking_idx ON scheduled_reminders ("bookingId")');
    // The job's "what is due" and the Pending tab: pending rows by their moment.
    await q.query(`CREATE INDEX scheduled_reminders_due_idx ON scheduled_reminders ("scheduledFor") WHERE "status" = 'pending'`);
    await q.query('CREATE INDEX scheduled_reminders_list_idx ON scheduled_reminders ("scheduledFor" DESC, "id" DESC)');
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query('DROP TABLE scheduled_reminders');
  }
}

export const reminderEntities = [ReminderEntity];
export const reminderMigrations = [CreateScheduledReminders1763800092000];
