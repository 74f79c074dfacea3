import { ApiProperty } from '@nestjs/swagger';
import { BookingLifecycleStatus } from '../../domain/bookings/booking';
import { BOOKING_LIST_STATUSES, BOOKING_STATUSES, BookingStatus } from '../../domain/bookings/booking-rules';
import { BOOKING_REMINDER_TYPES, BookingReminderType } from '../../domain/reminders/reminder-rules';
import {
  CancelledReminderPreview,
  PlannedReminderPreview,
  PreviewMessage,
  StatusChangePreview,
  WithheldMessage,
} from '../../application/bookings/status-change-preview';
import { NoticeKind } from '../../application/messaging/booking-notices';
import { OutboxAudience, OutboxChannel } from '../../application/messaging/outbox';
import { membersOf } from './enum-members';
import { RefundDecisionDto } from './refund-preview-responses';

/* The preview of a status change: the messages, reminders and money it would move. */

const AUDIENCES = membersOf<OutboxAudience>({ customer: true, guide: true });
const CHANNELS = membersOf<OutboxChannel>({ email: true, sms: true });
const NOTICE_KINDS = membersOf<NoticeKind>({ 'booking-confirmed': true, 'booking-cancelled': true, 'booking-rescheduled': true });

export class PreviewMessageDto implements PreviewMessage {
  @ApiProperty({ enum: AUDIENCES })
  audience!: OutboxAudience;

  @ApiProperty({ enum: CHANNELS })
  channel!: OutboxChannel;

  @ApiProperty({ example: 'dana@example.com', description: 'The email address or phone number it goes to' })
  recipient!: string;

  @ApiProperty({ enum: NOTICE_KINDS })
  kind!: NoticeKind;

  @ApiProperty({ type: String, nullable: true, description: "An email's subject; null for an SMS" })
  subject!: string | null;

  @ApiProperty({ description: "The text as it would go now (an email's plain-text part; the manage link shown by a stand-in)" })
  body!: string;
}

export class WithheldMessageDto implements WithheldMessage {
  @ApiProperty({ enum: AUDIENCES })
  audience!: OutboxAudience;

  @ApiProperty({ enum: CHANNELS })
  channel!: OutboxChannel;

  @ApiProperty({ example: 'The customer is not notified of this change' })
  reason!: string;
}

export class PlannedReminderPreviewDto implements PlannedReminderPreview {
  @ApiProperty({ enum: BOOKING_REMINDER_TYPES })
  type!: BookingReminderType;

  @ApiProperty({ type: String, format: 'date-time' })
  scheduledFor!: Date;

  @ApiProperty({ type: String, nullable: true, description: 'Why it would be kept on record and never sent; null otherwise' })
  skipped!: string | null;
}

export class CancelledReminderPreviewDto implements CancelledReminderPreview {
  @ApiProperty()
  id!: string;

  @ApiProperty({ enum: BOOKING_REMINDER_TYPES })
  type!: BookingReminderType;

  @ApiProperty({ type: String, format: 'date-time' })
  scheduledFor!: Date;
}

export class ReminderChangesDto {
  @ApiProperty({ type: () => [PlannedReminderPreviewDto], description: 'Planned by a confirmation: the reminders still ahead' })
  planned!: PlannedReminderPreviewDto[];

  @ApiProperty({ type: () => [CancelledReminderPreviewDto], description: 'Cancelled by any other change: the pending ones' })
  cancelled!: CancelledReminderPreviewDto[];
}

export class StatusChangePreviewDto implements StatusChangePreview {
  @ApiProperty({ format: 'uuid' })
  bookingId!: string;

  @ApiProperty({ enum: BOOKING_LIST_STATUSES })
  from!: BookingLifecycleStatus;

  @ApiProperty({ enum: BOOKING_STATUSES })
  to!: BookingStatus;

  @ApiProperty({ description: 'Whether PATCH /api/bookings/{id}/status with the same choices would be accepted now' })
  allowed!: boolean;

  @ApiProperty({ type: String, nullable: true, description: "Why not: the change's own refusal" })
  refusal!: string | null;

  @ApiProperty({ description: 'Whether the customer is told (the notify choice)' })
  notify!: boolean;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    description: 'A confirmation of a booking whose payment was refunded: what is still to pay, recorded with paymentDue: true',
  })
  paymentDueCents!: number | null;

  @ApiProperty({ type: 'integer', description: 'What of the online payments is still held, in cents' })
  heldCents!: number;

  @ApiProperty({
    type: () => RefundDecisionDto,
    nullable: true,
    description: 'What a cancellation gives back by the policy; null when nothing paid online is left, or for another change',
  })
  refund!: RefundDecisionDto | null;

  @ApiProperty({ type: () => [PreviewMessageDto], description: 'What would be sent, to whom: the customer first, then the guide' })
  messages!: PreviewMessageDto[];

  @ApiProperty({ type: () => [WithheldMessageDto], description: "The customer's messages that would not go, and why" })
  withheld!: WithheldMessageDto[];

  @ApiProperty({ type: () => ReminderChangesDto })
  reminders!: ReminderChangesDto;
}
