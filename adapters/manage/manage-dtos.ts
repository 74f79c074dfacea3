import { ApiProperty } from '@nestjs/swagger';
import { IsIn } from 'class-validator';
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
