import { ApiProperty } from '@nestjs/swagger';
import { CalendarFeedLink } from '../../application/calendar-feed/calendar-feed-service';

export class CalendarFeedLinkDto implements CalendarFeedLink {
  @ApiProperty({
    example: 'https://example.com/api/calendar/3q2-7wX9...43 characters....ics',
    description: 'The private iCalendar address to subscribe to in Google or Apple Calendar; whoever has it reads the trips',
  })
  url!: string;

  @ApiProperty({ type: String, format: 'date-time', description: 'When this address was made (the previous one stopped working then)' })
  renewedAt!: Date;
}
