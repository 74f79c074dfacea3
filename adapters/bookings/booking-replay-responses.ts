import { ApiExtraModels, ApiProperty, ApiPropertyOptional, getSchemaPath } from '@nestjs/swagger';
import {
  BookingDetails,
  BookingLifecycleStatus,
  BookingPayment,
  BookingState,
  ExistingBooking,
  PaymentGatewayKind,
  RefundRecord,
} from '../../domain/bookings/booking';
import { BOOKING_LIST_STATUSES, TIME_SLOTS, TimeSlot } from '../../domain/bookings/booking-rules';
import { PriceBreakdownDto } from './quote-responses';
import { GATEWAYS } from './enum-members';

/* A booking as replayed from its events, at an instant or version (GET /api/bookings/:id?asOf=…). */

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
