import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import { BookingHistoryRow, BookingListRow } from '../../application/bookings/booking-read-models';
import {
  BookingDetails,
  BookingLifecycleStatus,
  BookingPayment,
  BookingState,
  ExistingBooking,
  PaymentGatewayKind,
  RefundRecord,
} from '../../domain/bookings/booking';
import { BOOKING_LIST_STATUSES, BOOKING_STATUSES, BookingStatus, TIME_SLOTS, TimeSlot } from '../../domain/bookings/booking-rules';
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
import { RefundDecision, RefundRule } from '../../domain/bookings/refund-policy';
// One schema each for actors and field changes, shared with the content audit's answers.
import { CustomerActorDto, FieldChangeDto, SystemActorDto, UserActorDto, VisitorActorDto } from '../audit/content-change-responses';
import { PriceBreakdownDto } from './quote-responses';
import {
  WeatherCancellationPreview,
  WeatherCancellationReport,
  WeatherPreviewBooking,
} from '../../application/bookings/weather-cancellation-service';
import { WeatherAction } from '../../domain/bookings/weather-cancellation';

/** The members of a string union, listed as a record so that the compiler notices one added or removed. */
const membersOf = <K extends string>(all: Record<K, true>): K[] => Object.keys(all) as K[];

const GATEWAYS = membersOf<PaymentGatewayKind>({ test: true, stripe: true });
const WEATHER_ACTIONS = membersOf<WeatherAction>({ cancel: true, release: true });
const REFUND_RULES = membersOf<RefundRule>({ weather: true, '48h-or-more': true, '24-to-48h': true, 'under-24h': true });

export class BookingRowDto implements BookingListRow {
  @ApiProperty({ format: 'uuid', example: '0b6f1c2e-5d4a-4e8b-9c3d-2a1b0c9d8e7f' })
  id!: string;

  @ApiProperty({ example: 'Half-Day Adventure', description: "The package's name when it was booked" })
  package!: string;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 2,
    description: 'The package it was sold as (null for a booking made before ids were recorded)',
  })
  packageId!: number | null;

  @ApiProperty({ format: 'date', example: '2026-12-03' })
  date!: string;

  @ApiProperty({ enum: TIME_SLOTS })
  time!: TimeSlot;

  @ApiProperty({ example: 'Dana Whitford' })
  name!: string;

  @ApiProperty({ example: 'dana@example.com' })
  email!: string;

  @ApiProperty({ example: '(780) 555-0199' })
  phone!: string;

  @ApiProperty({ type: 'integer', example: 3 })
  people!: number;

  @ApiProperty()
  hasKids!: boolean;

  @ApiProperty({ type: 'integer', example: 1 })
  kidsCount!: number;

  @ApiProperty({ type: String, nullable: true })
  message!: string | null;

  @ApiProperty({ type: String, nullable: true })
  referredBy!: string | null;

  @ApiProperty({ type: String, nullable: true })
  referralCode!: string | null;

  @ApiProperty({ enum: BOOKING_LIST_STATUSES, description: 'held: a checkout waiting for payment; released: one that ended unpaid' })
  status!: BookingLifecycleStatus;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: 58_000,
    description: 'Agreed price of an online booking, in cents (CAD); null for one taken by phone',
  })
  amountCents!: number | null;

  @ApiProperty({ type: String, nullable: true, example: 'pi_test_0123456789abcdef01234567' })
  paymentIntentId!: string | null;

  @ApiProperty({ enum: GATEWAYS, nullable: true, description: 'Which gateway took the payment (null for a phone booking)' })
  gateway!: PaymentGatewayKind | null;

  @ApiProperty({
    type: () => PriceBreakdownDto,
    nullable: true,
    description: 'The price it was sold at (null for a booking made before breakdowns were recorded)',
  })
  price!: PriceBreakdownDto | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the payment arrived' })
  paidAt!: Date | null;

  @ApiProperty({ type: 'integer', example: 0, description: 'Given back by cancellations, in cents' })
  refundedCents!: number;

  @ApiProperty({
    type: 'integer',
    nullable: true,
    example: null,
    description: 'Confirmed as unpaid after its payment was refunded: what is still to pay, in cents; null otherwise',
  })
  paymentDueCents!: number | null;

  @ApiProperty({ description: 'A Test System booking: a 1.00 CAD payment, no slot' })
  test!: boolean;

  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt!: Date;

  @ApiProperty({ type: 'integer', example: 3, description: 'Stream version this row reflects (for ?asOf=)' })
  version!: number;
}

@ApiExtraModels(VisitorActorDto, CustomerActorDto, UserActorDto, SystemActorDto, FieldChangeDto)
export class BookingHistoryRowDto implements BookingHistoryRow {
  @ApiProperty({ format: 'uuid' })
  bookingId!: string;

  @ApiProperty({ type: 'integer', example: 2 })
  version!: number;

  @ApiProperty({ example: 'BookingStatusChanged', description: "The event's type" })
  type!: string;

  @ApiProperty({
    oneOf: [
      { $ref: getSchemaPath(VisitorActorDto) },
      { $ref: getSchemaPath(CustomerActorDto) },
      { $ref: getSchemaPath(UserActorDto) },
      { $ref: getSchemaPath(SystemActorDto) },
    ],
    discriminator: {
      propertyName: 'kind',
      mapping: {
        visitor: getSchemaPath(VisitorActorDto),
        customer: getSchemaPath(CustomerActorDto),
        user: getSchemaPath(UserActorDto),
        system: getSchemaPath(SystemActorDto),
      },
    },
  })
  actor!: VisitorActorDto | CustomerActorDto | UserActorDto | SystemActorDto;

  @ApiProperty({ type: String, format: 'date-time' })
  occurredAt!: Date;

  @ApiProperty({ type: String, format: 'date-time' })
  recordedAt!: Date;

  @ApiProperty({
    type: 'object',
    additionalProperties: { $ref: getSchemaPath(FieldChangeDto) },
    description: 'Field name -> its value before and after',
    example: { status: { from: 'pending', to: 'confirmed' } },
  })
  changes!: Record<string, FieldChangeDto>;

  @ApiProperty({ type: String, nullable: true })
  reason!: string | null;
}

export class BookingDetailsDto implements BookingDetails {
  @ApiProperty({ example: 'Half-Day Adventure' })
  package!: string;

  @ApiProperty({ format: 'date', example: '2026-12-03' })
  date!: string;

  @ApiProperty({ enum: TIME_SLOTS })
  time!: TimeSlot;

  @ApiProperty()
  name!: string;

  @ApiProperty()
  email!: string;

  @ApiProperty()
  phone!: string;

  @ApiProperty({ type: 'integer' })
  people!: number;

  @ApiProperty()
  hasKids!: boolean;

  @ApiProperty({ type: 'integer' })
  kidsCount!: number;

  @ApiPropertyOptional()
  message?: string;

  @ApiPropertyOptional()
  referredBy?: string;

  @ApiPropertyOptional()
  referralCode?: string;

  @ApiPropertyOptional({ description: 'A Test System booking' })
  test?: boolean;

  @ApiPropertyOptional({ example: '8:00 AM', description: "A test booking's start time as the Test System form gave it" })
  startTime?: string;
}

export class BookingPaymentDto implements BookingPayment {
  @ApiProperty({ example: 'pi_test_0123456789abcdef01234567' })
  paymentIntentId!: string;

  @ApiProperty({ type: 'integer', example: 58_000 })
  amountCents!: number;

  @ApiProperty({ enum: ['CAD'] })
  currency!: 'CAD';

  @ApiPropertyOptional({ enum: GATEWAYS })
  gateway?: PaymentGatewayKind;
}

export class RefundRecordDto implements RefundRecord {
  @ApiProperty({ type: 'integer', example: 29_000 })
  amountCents!: number;

  @ApiProperty({ example: '24-to-48h', description: 'The policy rule, or an automatic refund (slot-taken, booking-cancelled)' })
  rule!: string;

  @ApiPropertyOptional({ type: 'integer', description: 'The version of the event it answers' })
  forVersion?: number;
}

/** The booking replayed from its events (an instant or version before it existed gives NoBookingYetDto). */
export class ExistingBookingDto implements ExistingBooking {
  @ApiProperty({ enum: BOOKING_LIST_STATUSES })
  status!: BookingLifecycleStatus;

  @ApiProperty({ format: 'uuid' })
  bookingId!: string;

  @ApiProperty({ type: () => BookingDetailsDto })
  details!: BookingDetailsDto;

  @ApiPropertyOptional({ type: 'integer' })
  packageId?: number;

  @ApiPropertyOptional({ type: () => PriceBreakdownDto })
  price?: PriceBreakdownDto;

  @ApiPropertyOptional({ type: () => BookingPaymentDto, description: 'Set for a booking paid online' })
  payment?: BookingPaymentDto;

  @ApiPropertyOptional({ format: 'date-time', description: 'When the gateway reported the payment succeeded' })
  paymentSucceededAt?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'When the payment was taken for the booking (it was confirmed)' })
  paidAt?: string;

  @ApiPropertyOptional({ type: 'integer', description: 'Given back so far, in cents' })
  refundedCents?: number;

  @ApiPropertyOptional({ type: () => [RefundRecordDto], description: 'Each refund decision so far, in order' })
  refunds?: RefundRecordDto[];

  @ApiPropertyOptional({ format: 'date-time' })
  holdExpiresAt?: string;

  @ApiProperty({ format: 'date-time' })
  createdAt!: string;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: string;
}

export class NoBookingYetDto implements Extract<BookingState, { status: 'none' }> {
  @ApiProperty({ enum: ['none'], description: 'The booking did not exist yet at that point' })
  status!: 'none';
}

/** GET /api/bookings/:id?asOf=…: the booking as replayed then. */
export interface BookingReplay {
  version: number;
  booking: BookingState;
}

@ApiExtraModels(ExistingBookingDto, NoBookingYetDto)
export class BookingReplayDto implements BookingReplay {
  @ApiProperty({ type: 'integer', example: 2, description: 'How many of its events were replayed' })
  version!: number;

  @ApiProperty({ oneOf: [{ $ref: getSchemaPath(ExistingBookingDto) }, { $ref: getSchemaPath(NoBookingYetDto) }] })
  booking!: ExistingBookingDto | NoBookingYetDto;
}

export class RefundDecisionDto implements RefundDecision {
  @ApiProperty({ enum: REFUND_RULES })
  rule!: RefundRule;

  @ApiProperty({ enum: [0, 50, 100], example: 50 })
  percent!: 0 | 50 | 100;

  @ApiProperty({ type: 'integer', example: 29_000 })
  amountCents!: number;

  @ApiProperty({ example: 30.5, description: "Hours from now to the trip's start (negative once it started)" })
  hoursBeforeStart!: number;

  @ApiProperty({ example: '24 to 48 hours before the trip: 50% refund' })
  explanation!: string;
}

export interface RefundPreview {
  refund: RefundDecision | null;
}

export class RefundPreviewDto implements RefundPreview {
  @ApiProperty({ type: () => RefundDecisionDto, nullable: true, description: 'null for a booking not paid online' })
  refund!: RefundDecisionDto | null;
}

// ---- the preview of a status change ----

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

// ---- weather cancellation of a day (issue 20) ----

export class WeatherPreviewBookingDto implements WeatherPreviewBooking {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'Dana Whitford' })
  name!: string;

  @ApiProperty({ example: '(780) 555-0199' })
  phone!: string;

  @ApiProperty({ example: 'dana@example.com' })
  email!: string;

  @ApiProperty({ example: 'Half-Day Adventure' })
  package!: string;

  @ApiProperty({ enum: TIME_SLOTS })
  time!: TimeSlot;

  @ApiProperty({ example: 'Morning (6:00-10:00 AM)' })
  timeLabel!: string;

  @ApiProperty({ type: 'integer', example: 2 })
  people!: number;

  @ApiProperty({ enum: BOOKING_LIST_STATUSES })
  status!: BookingLifecycleStatus;

  @ApiProperty({ type: 'integer', example: 58_000, description: 'Paid online, in cents (0 for a phone booking or an unpaid checkout)' })
  amountPaidCents!: number;

  @ApiProperty({ type: 'integer', example: 58_000, description: 'What the weather rule refunds: all that is left of the payment' })
  refundCents!: number;

  @ApiProperty({ enum: WEATHER_ACTIONS, description: 'cancel: a booking, refunded in full; release: a checkout waiting for payment' })
  action!: WeatherAction;
}

export class WeatherAlreadyCancelledDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty({ type: 'integer', description: 'Refunded so far, in cents' })
  refundedCents!: number;
}

export class WeatherTotalsDto {
  @ApiProperty({ type: 'integer', description: 'Bookings and checkouts the run would cancel or release' })
  bookings!: number;

  @ApiProperty({ type: 'integer', description: 'The refunds together, in cents' })
  refundCents!: number;
}

export class WeatherCancellationPreviewDto implements WeatherCancellationPreview {
  @ApiProperty({ format: 'date', example: '2026-12-03' })
  date!: string;

  @ApiProperty({ description: 'Every slot of the date is closed in availability' })
  dayClosed!: boolean;

  @ApiProperty({ type: () => [WeatherPreviewBookingDto], description: 'Not test, cancelled or released; in the order of the day' })
  bookings!: WeatherPreviewBookingDto[];

  @ApiProperty({ type: () => [WeatherAlreadyCancelledDto], description: 'Cancelled before: a run leaves them alone' })
  alreadyCancelled!: WeatherAlreadyCancelledDto[];

  @ApiProperty({ type: () => WeatherTotalsDto })
  totals!: WeatherTotalsDto;
}

export class WeatherCancelledDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty({ type: 'integer', description: 'The refund recorded for this cancellation, in cents' })
  refundCents!: number;
}

export class WeatherReleasedDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  name!: string;
}

export class WeatherSkippedDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty({ example: 'Already cancelled' })
  reason!: string;
}

export class WeatherFailedDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty({ description: 'Why it could not be cancelled' })
  error!: string;
}

export class WeatherCancellationReportDto implements WeatherCancellationReport {
  @ApiProperty({ format: 'date', example: '2026-12-03' })
  date!: string;

  @ApiProperty({ example: 'Thunderstorm warning for Wabamun Lake' })
  reason!: string;

  @ApiProperty({ enum: [true], description: 'The day is closed in availability' })
  dayClosed!: true;

  @ApiProperty({ type: () => [WeatherCancelledDto] })
  cancelled!: WeatherCancelledDto[];

  @ApiProperty({ type: () => [WeatherReleasedDto], description: 'Checkouts waiting for payment, released' })
  released!: WeatherReleasedDto[];

  @ApiProperty({ type: () => [WeatherSkippedDto], description: 'Already cancelled: nothing done, nothing refunded again' })
  skipped!: WeatherSkippedDto[];

  @ApiProperty({ type: () => [WeatherFailedDto], description: 'Could not be cancelled; the others went on' })
  failed!: WeatherFailedDto[];
}
