import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { JoinedWaitlist, WaitlistView } from '../../application/waitlist/waitlist-service';
import { WaitlistEntryRow } from '../../application/waitlist/waitlist-read-models';
import { TIME_SLOTS, TimeSlot } from '../../domain/bookings/booking-rules';
import { WAITLIST_STATUSES, WaitlistEntryStatus } from '../../domain/waitlist/waitlist-machine';

class WaitlistOfferDto {
  @ApiProperty({ description: 'Until when the place is held for the person (ISO instant)' }) expiresAt!: string;
  @ApiProperty({ description: "The booking form's link that takes the held place (`/?date=..&package=..&time=..&waitlist=TOKEN#book`)" })
  bookLink!: string;
}

class GuideDto {
  @ApiProperty() name!: string;
  @ApiProperty() phone!: string;
}

export class WaitlistViewDto implements WaitlistView {
  @ApiProperty() id!: string;
  @ApiProperty({ example: '2026-12-03' }) date!: string;
  @ApiProperty({ enum: TIME_SLOTS }) time!: TimeSlot;
  @ApiProperty({ example: 'Morning (6:00-10:00 AM)' }) timeLabel!: string;
  @ApiProperty() package!: string;
  @ApiProperty() people!: number;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: WAITLIST_STATUSES }) status!: WaitlistEntryStatus;
  @ApiProperty({ type: Number, nullable: true, description: 'Place in line (1 = next) while waiting; null otherwise' }) position!:
    number | null;
  @ApiProperty({ type: WaitlistOfferDto, nullable: true, description: 'The place held for the person while offered' })
  offer!: WaitlistOfferDto | null;
  @ApiProperty({ type: GuideDto }) guide!: GuideDto;
}

export class JoinedWaitlistDto extends WaitlistViewDto implements JoinedWaitlist {
  @ApiProperty({ description: "The entry's private page (absolute): where the person sees their place, is offered one, or leaves" })
  link!: string;
}

/** An entry as the staff read it (no token: links are never stored). */
export class WaitlistEntryDto implements WaitlistEntryRow {
  @ApiProperty() entryId!: string;
  @ApiProperty() date!: string;
  @ApiProperty({ enum: TIME_SLOTS }) time!: TimeSlot;
  @ApiProperty() package!: string;
  @ApiProperty() name!: string;
  @ApiProperty() email!: string;
  @ApiProperty() phone!: string;
  @ApiProperty() people!: number;
  @ApiProperty({ enum: WAITLIST_STATUSES }) status!: WaitlistEntryStatus;
  @ApiProperty({ description: "Order of joining within the date's waitlist" }) line!: number;
  @ApiProperty() joinedAt!: Date;
  @ApiPropertyOptional({ type: Date, nullable: true }) offeredAt!: Date | null;
  @ApiPropertyOptional({ type: Date, nullable: true }) offerExpiresAt!: Date | null;
  @ApiPropertyOptional({ type: String, nullable: true }) bookingId!: string | null;
  @ApiPropertyOptional({ type: Date, nullable: true }) endedAt!: Date | null;
}
