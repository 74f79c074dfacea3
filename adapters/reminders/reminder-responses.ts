import { ApiProperty } from '@nestjs/swagger';
import { DailySummaryReceipt, ReminderRow, ReminderRunCounts } from '../../application/reminders/reminder-read-models';
import { TIME_SLOTS, TimeSlot } from '../../domain/availability/slot-windows';
import { ReminderDelivery } from '../../domain/reminders/reminder';
import { REMINDER_STATUSES, REMINDER_TYPES, ReminderStatus, ReminderType } from '../../domain/reminders/reminder-rules';

const DELIVERIES: ReminderDelivery[] = ['sent', 'recorded'];

export class ReminderRowDto implements ReminderRow {
  @ApiProperty({
    example: '0b9c5f2e-6a1d-5c3b-9e8f-7a6b5c4d3e2f',
    description: 'A uuid; `<type>.<booking id>` for a message after a trip (application/reminders/reminder-ids.ts)',
  })
  id!: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: "The booking it is for; null for the guide's daily summary" })
  bookingId!: string | null;

  @ApiProperty({ enum: REMINDER_TYPES, example: 'customer_24h' })
  reminderType!: ReminderType;

  @ApiProperty({
    type: String,
    format: 'date-time',
    description: 'When it goes (or went) out: moved by quiet hours and by a rescheduled trip',
  })
  scheduledFor!: Date;

  @ApiProperty({
    enum: REMINDER_STATUSES,
    description:
      'pending (waiting, or handed to the outbox), sent, failed (retryAt set while it is tried again), cancelled (its booking was), ' +
      'skipped (its only allowed moment was after the trip began, or customer reminders were turned off; `reason` says why)',
  })
  status!: ReminderStatus;

  @ApiProperty({ example: '(780) 555-0199' })
  recipientPhone!: string;

  @ApiProperty({ example: 'Dana Whitford' })
  recipientName!: string;

  @ApiProperty({ type: String, nullable: true, example: 'dana@example.com', description: 'Also emailed when set' })
  recipientEmail!: string | null;

  @ApiProperty({ description: 'The text: as it would read now while pending, as sent once queued' })
  message!: string;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  sentAt!: Date | null;

  @ApiProperty({ type: String, nullable: true, example: null, description: "The provider's last refusal" })
  failureReason!: string | null;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: Date;

  @ApiProperty({ format: 'date', example: '2026-12-05', description: "The trip's date, or the day a summary covers" })
  forDate!: string;

  @ApiProperty({ enum: TIME_SLOTS, nullable: true, example: 'afternoon' })
  tripTime!: TimeSlot | null;

  @ApiProperty({
    type: String,
    format: 'date-time',
    description: 'Never sent after this: the trip start, or the start of the summarised day',
  })
  notAfter!: Date;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When it was handed to the outbox' })
  queuedAt!: Date | null;

  @ApiProperty({
    enum: DELIVERIES,
    nullable: true,
    description: 'recorded: SMS or email is not configured, so it was kept in the outbox and not sent',
  })
  delivery!: ReminderDelivery | null;

  @ApiProperty({ type: String, nullable: true, example: 'SM0123456789abcdef0123456789abcdef' })
  providerId!: string | null;

  @ApiProperty({ example: 0, description: 'Delivery attempts that failed so far' })
  attempts!: number;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'A failed reminder that is tried again: when' })
  retryAt!: Date | null;

  @ApiProperty({ type: String, nullable: true, example: null, description: 'Why it was cancelled, skipped or held back by quiet hours' })
  reason!: string | null;

  @ApiProperty({ example: 1 })
  version!: number;
}

export class ReminderRunCountsDto implements ReminderRunCounts {
  @ApiProperty({ example: 2, description: 'Handed to the provider (or only recorded, when SMS is not configured)' })
  sent!: number;

  @ApiProperty({ example: 1, description: 'Too late to send (or their booking is no longer confirmed): recorded as such' })
  skipped!: number;

  @ApiProperty({ example: 0, description: 'Refused by the provider; those not given up are retried later' })
  failed!: number;

  @ApiProperty({ example: 0, description: 'In quiet hours (21:00-08:00): they wait for 08:00' })
  deferred!: number;

  @ApiProperty({ example: 0, description: 'Handed to the outbox, its answer not known yet' })
  queued!: number;
}

export class DailySummaryReceiptDto implements DailySummaryReceipt {
  @ApiProperty({ format: 'uuid' })
  reminderId!: string;

  @ApiProperty({ format: 'date', example: '2026-12-05', description: 'The day it covers: tomorrow on the lake' })
  date!: string;

  @ApiProperty({ example: 2 })
  trips!: number;

  @ApiProperty({ example: 'Dale Kowalchuk', description: "The guide's name (Website Content > Guide)" })
  recipientName!: string;

  @ApiProperty({ example: '(780) 555-0142', description: 'The guide phone of Settings' })
  recipientPhone!: string;

  @ApiProperty({ type: String, nullable: true, example: null })
  recipientEmail!: string | null;

  @ApiProperty({ enum: REMINDER_STATUSES })
  status!: ReminderStatus;

  @ApiProperty({ enum: DELIVERIES, nullable: true })
  delivery!: ReminderDelivery | null;

  @ApiProperty({ type: String, nullable: true, example: null })
  failureReason!: string | null;

  @ApiProperty({ example: 'Sat, Dec 5: 1 trip, 3 guests.' })
  message!: string;
}
