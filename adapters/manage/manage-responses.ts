import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { ManageView, RescheduleResult } from '../../application/manage/manage-view';
import { StartedMovePayment } from '../../application/manage/move-payment-service';
import { BookingLifecycleStatus } from '../../domain/bookings/booking';
import { BOOKING_LIST_STATUSES, TIME_SLOTS, TimeSlot } from '../../domain/bookings/booking-rules';

export class ManagedBookingDto implements Readonly<ManageView['booking']> {
  @ApiProperty({ format: 'uuid', description: "The booking's id: its reference (the waiver page asks for it)" })
  id!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'K7M2QX',
    description:
      "The booking's reference, which the customer quotes to the guide (null only for one made before references, until it is given one)",
  })
  reference!: string | null;
  @ApiProperty({ example: 'Half-Day Adventure' })
  package!: string;
  @ApiProperty({ example: '2026-12-03', description: 'Calendar date YYYY-MM-DD on the lake' })
  date!: string;
  @ApiProperty({ enum: TIME_SLOTS })
  time!: TimeSlot;
  @ApiProperty({ example: 'Morning (6:00-10:00 AM)' })
  timeLabel!: string;
  @ApiProperty({ type: 'integer', example: 3 })
  people!: number;
  @ApiProperty()
  hasKids!: boolean;
  @ApiProperty({ type: 'integer', example: 1 })
  kidsCount!: number;
  @ApiProperty({ example: 'Dana Whitford' })
  name!: string;
  @ApiProperty({ example: 'dana@example.com' })
  email!: string;
  @ApiProperty({ example: '780-555-0199' })
  phone!: string;
  @ApiProperty({ enum: BOOKING_LIST_STATUSES })
  status!: BookingLifecycleStatus;
  @ApiProperty({ type: 'integer', description: 'Paid online, in cents (0 for a booking taken by phone)', example: 41400 })
  amountPaidCents!: number;
  @ApiProperty({ type: 'integer', description: 'Refunded so far, in cents', example: 0 })
  refundedCents!: number;
}

export class ManageCancellationDto implements Readonly<ManageView['cancellation']> {
  @ApiProperty({ description: 'Whether the customer may cancel now' })
  allowed!: boolean;
  @ApiProperty({ type: 'integer', description: 'What cancelling now gives back by the policy, in cents', example: 41400 })
  refundCents!: number;
  @ApiProperty({ type: 'integer', enum: [0, 50, 100], description: 'The share of the payment that goes back' })
  refundPercent!: number;
  @ApiProperty({ description: 'The refund policy as the site states it' })
  policy!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Why cancelling is not possible now; null when it is' })
  reason!: string | null;
}

export class ManageRescheduleDto implements Readonly<ManageView['reschedule']> {
  @ApiProperty({ description: 'Whether the customer may move the trip online now' })
  allowed!: boolean;
  @ApiProperty({ format: 'date-time', description: 'Online moves end 48 hours before the trip starts' })
  until!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: "Why moving is not possible now (e.g. within 48 hours: call the guide's phone); null when it is",
  })
  reason!: string | null;
}

export class ManageWaiversDto implements Readonly<ManageView['waivers']> {
  @ApiProperty({ type: 'integer', description: 'One waiver per guest' })
  needed!: number;
  @ApiProperty({ type: 'integer' })
  signed!: number;
  @ApiProperty({ type: 'integer' })
  missing!: number;
  @ApiProperty({ description: 'The waiver page with the booking reference filled in' })
  link!: string;
}

export class ManageGuideDto implements Readonly<ManageView['guide']> {
  @ApiProperty({ example: 'Dale Kowalchuk' })
  name!: string;
  @ApiProperty({ example: '(780) 555-0142' })
  phone!: string;
}

export class ManageViewDto implements ManageView {
  @ApiProperty({ type: () => ManagedBookingDto })
  booking!: ManagedBookingDto;
  @ApiProperty({ type: () => ManageCancellationDto })
  cancellation!: ManageCancellationDto;
  @ApiProperty({ type: () => ManageRescheduleDto })
  reschedule!: ManageRescheduleDto;
  @ApiProperty({ type: () => ManageWaiversDto })
  waivers!: ManageWaiversDto;
  @ApiProperty({ type: () => ManageGuideDto })
  guide!: ManageGuideDto;
}

export class MovePaymentDto implements StartedMovePayment {
  @ApiProperty({ example: 'pi_test_0123456789abcdef01234567' })
  paymentIntentId!: string;
  @ApiProperty({ description: "Passed to the gateway's card form (the payment dialog)" })
  clientSecret!: string;
  @ApiProperty({ type: 'integer', example: 8400, description: 'The difference charged, in cents' })
  amountCents!: number;
  @ApiProperty({ enum: ['CAD'] })
  currency!: 'CAD';
  @ApiProperty({ format: 'date-time', description: 'The new slot is held for the move until then' })
  holdExpiresAt!: string;
  @ApiProperty({ enum: ['test', 'stripe'], description: 'Which card form takes it' })
  gateway!: 'test' | 'stripe';
  @ApiProperty({ example: '2026-12-18', description: 'The new date' })
  date!: string;
  @ApiProperty({ enum: TIME_SLOTS, description: 'The new time' })
  time!: TimeSlot;
}

export class RescheduleResultDto extends ManageViewDto implements RescheduleResult {
  @ApiProperty({
    type: 'integer',
    description: 'New price less the old, in cents: negative for a cheaper date (refunded), positive for a dearer one (paid first)',
    example: -8400,
  })
  priceDifferenceCents!: number;
  @ApiProperty({ type: 'integer', description: 'What the move gave back to the card, in cents', example: 8400 })
  refundCents!: number;
  @ApiPropertyOptional({
    type: () => MovePaymentDto,
    description:
      'Only when the new date costs more (answered 202): the payment of the difference. The trip moves once it is paid and ' +
      "confirmed through POST /api/manage/{token}/reschedule/confirm (or by the gateway's webhook).",
  })
  payment?: MovePaymentDto;
}
