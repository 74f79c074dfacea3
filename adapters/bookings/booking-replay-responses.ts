import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { BookingAsOf } from '../../application/bookings/booking-read-models';
import { BookingRowDto } from './booking-responses';

/** GET /api/bookings/:id?asOf=…: the booking's row as it was then, replayed from its events. */
export class BookingReplayDto implements BookingAsOf {
  @ApiProperty({ type: 'integer', example: 2, description: 'How many of its events were replayed' })
  version!: number;

  @ApiPropertyOptional({
    type: () => BookingRowDto,
    description: 'The booking as the list showed it after those events; absent when it did not exist yet at that point',
  })
  booking?: BookingRowDto;
}
