import { ApiProperty } from '@nestjs/swagger';
import { ManageView, RescheduleResult } from '../../application/bookings/manage-service';
import { BookingLifecycleStatus } from '../../domain/bookings/booking';
import { BOOKING_LIST_STATUSES, TIME_SLOTS, TimeSlot } from '../../domain/bookings/booking-rules';

export class ManagedBookingDto implements Readonly<ManageView['booking']> {
  @ApiProperty({ format: 'uuid', description: "The booking's id: its reference (the waiver page asks for it)" })
  id!: string;
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
  @ApiProperty({ description: 'The refund policy as the site states it (SPEC section 9)' })
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

export class RescheduleResultDto extends ManageViewDto implements RescheduleResult {
  @ApiProperty({ type: 'integer', description: 'New price less the old, in cents: 0 or less (a dearer date is refused)', example: -8400 })
  priceDifferenceCents!: number;
  @ApiProperty({ type: 'integer', description: 'What the move gave back to the card, in cents', example: 8400 })
  refundCents!: number;
}
