import { ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import { WaitlistRequest } from '../../domain/waitlist/waitlist';
import { WAITLIST_STATUSES, WaitlistEntryStatus } from '../../domain/waitlist/waitlist-machine';
import { BookingDateField, CreateBookingDto } from '../bookings/booking-dtos';

/** POST /api/waitlist: the booking form's fields for the slot wanted (same rules, same messages). */
export class JoinWaitlistDto extends PickType(CreateBookingDto, ['date', 'time', 'package', 'name', 'email', 'phone', 'people'] as const) {
  toRequest(): WaitlistRequest {
    return { time: this.time, package: this.package, name: this.name, email: this.email, phone: this.phone, people: this.people };
  }
}

/** GET /api/waitlist: the staff's list. */
export class WaitlistListQueryDto {
  @BookingDateField()
  @ApiPropertyOptional({ description: 'Entries for this date and later (today when left out)' })
  @IsOptional()
  from?: string;

  @ApiPropertyOptional({ enum: WAITLIST_STATUSES })
  @IsOptional()
  @IsIn(WAITLIST_STATUSES, { message: `status must be one of ${WAITLIST_STATUSES.join(', ')}` })
  status?: WaitlistEntryStatus;
}
