import { ApiExtraModels, ApiProperty, getSchemaPath } from '@nestjs/swagger';
import { BookingListRow } from '../../application/bookings/booking-read-models';
import { BookingHistoryRow } from '../../application/bookings/booking-timeline';
import { BookingLifecycleStatus, PaymentGatewayKind } from '../../domain/bookings/booking';
import { BOOKING_LIST_STATUSES, TIME_SLOTS, TimeSlot } from '../../domain/bookings/booking-rules';
// One schema each for actors and field changes, shared with the content audit's answers.
import { CustomerActorDto, FieldChangeDto, SystemActorDto, UserActorDto, VisitorActorDto } from '../audit/content-change-responses';
import { PriceBreakdownDto } from './quote-responses';
import { GATEWAYS } from './enum-members';

/* The answers of the booking list and of a booking's history. */

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

  @ApiProperty({
    type: String,
    nullable: true,
    example: 'K7M2QX',
    description:
      "The booking's reference: 6 signs without 0/O, 1/I/L, which the customer is told and staff search by (null only for a booking made before references, until it is given one at start)",
  })
  reference!: string | null;

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

  @ApiProperty({
    description:
      'The party did not come to the confirmed trip (marked by the admin once it started; the booking stays confirmed, nothing refunded)',
  })
  noShow!: boolean;

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
