import { ApiProperty } from '@nestjs/swagger';
import { IsIn, IsString, Matches } from 'class-validator';
import { BOOKING_MESSAGES, TIME_SLOTS, TimeSlot } from '../../domain/bookings/booking-rules';
import { BookingDateField } from '../bookings/booking-dtos';

/** POST /api/manage/{token}/reschedule */
export class RescheduleBookingDto {
  @BookingDateField()
  date!: string;

  @ApiProperty({ enum: TIME_SLOTS })
  @IsIn(TIME_SLOTS, { message: BOOKING_MESSAGES.time })
  time!: TimeSlot;
}

/** POST /api/manage/{token}/reschedule/confirm: the move's payment, once the payment dialog took it. */
export class ConfirmMovePaymentDto {
  @ApiProperty({ example: 'pi_test_0123456789abcdef01234567', description: 'The `payment.paymentIntentId` of the reschedule answer' })
  @IsString({ message: 'The payment is missing' })
  @Matches(/^[A-Za-z0-9_]{3,255}$/, { message: 'The payment is missing' })
  paymentIntentId!: string;
}
