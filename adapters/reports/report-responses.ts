import { ApiProperty } from '@nestjs/swagger';
import { GiftCardFigures } from '../../application/reports/gift-card-figures';
import { ReportSummary } from '../../application/reports/report-service';
import { LeadTimeBucket, Revenue, TripGroup } from '../../domain/reports/report-figures';

export class RevenueDto implements Revenue {
  @ApiProperty({ description: 'Paid online for the trips of the range (the payment and any difference for a dearer date), in cents' })
  grossCents!: number;
  @ApiProperty({ description: 'Refunded on those trips, in cents' })
  refundsCents!: number;
  @ApiProperty({ description: 'Gross less refunds, in cents' })
  netCents!: number;
}

export class TripGroupDto implements TripGroup {
  @ApiProperty({ description: 'Confirmed trips' })
  bookings!: number;
  @ApiProperty()
  people!: number;
  @ApiProperty({ description: 'Their net revenue, in cents' })
  netCents!: number;
}

export class PackageGroupDto extends TripGroupDto {
  @ApiProperty({ example: 'Half-Day Adventure', description: "The package's name when booked" })
  package!: string;
}

export class WeekdayGroupDto extends TripGroupDto {
  @ApiProperty({ minimum: 0, maximum: 6, description: '0 is Sunday; listed Monday first' })
  weekday!: number;
  @ApiProperty({ example: 'Monday' })
  label!: string;
}

export class MonthGroupDto extends TripGroupDto {
  @ApiProperty({ example: '2026-06' })
  month!: string;
}

export class OccupancyDto {
  @ApiProperty({ description: "Slots the weekly template and the guide's overrides offered on the range's dates" })
  offeredSlots!: number;
  @ApiProperty({ description: 'Of those, slots a confirmed or pending booking held or overlapped (one boat), as the calendar shows them' })
  takenSlots!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'taken ÷ offered (0 to 1); null when nothing was offered' })
  rate!: number | null;
}

export class LeadTimeBucketDto implements LeadTimeBucket {
  @ApiProperty({ example: '3-7 days' })
  label!: string;
  @ApiProperty()
  minDays!: number;
  @ApiProperty({ type: Number, nullable: true, description: 'null: no upper end' })
  maxDays!: number | null;
  @ApiProperty()
  bookings!: number;
}

export class LeadTimeDto {
  @ApiProperty({ type: Number, nullable: true, description: 'Days from booking to trip, median of the confirmed trips' })
  medianDays!: number | null;
  @ApiProperty({ type: Number, nullable: true, description: 'Their average, to a tenth of a day' })
  averageDays!: number | null;
  @ApiProperty({ type: [LeadTimeBucketDto] })
  buckets!: LeadTimeBucketDto[];
}

export class CancellationsDto {
  @ApiProperty()
  count!: number;
  @ApiProperty({ description: 'Through their manage link' })
  byCustomer!: number;
  @ApiProperty({ description: 'By the guide in the dashboard, weather aside' })
  byGuide!: number;
  @ApiProperty({ description: 'By the guide for unsafe weather' })
  byWeather!: number;
  @ApiProperty({ description: 'By the system (a process)' })
  bySystem!: number;
  @ApiProperty({ description: 'Refunded on the cancelled trips, in cents' })
  refundsCents!: number;
}

export class NoShowsDto {
  @ApiProperty({ description: 'Confirmed trips the guide marked as no-shows (still counted in trips: nothing cancelled or refunded)' })
  bookings!: number;
  @ApiProperty({ description: 'The people booked on them' })
  people!: number;
}

export class ReferralFiguresDto {
  @ApiProperty({ description: 'Bookings made with a referral code (confirmed or cancelled)' })
  bookings!: number;
  @ApiProperty({ description: 'Their net revenue, in cents' })
  netCents!: number;
  @ApiProperty({ description: 'The referral discounts their confirmed trips got, in cents' })
  creditsCents!: number;
}

export class GiftCardFiguresDto implements GiftCardFigures {
  @ApiProperty()
  soldCount!: number;
  @ApiProperty()
  soldCents!: number;
  @ApiProperty()
  redeemedCents!: number;
}

export class ReportSummaryDto implements ReportSummary {
  @ApiProperty({ example: '2026-06-01' })
  from!: string;
  @ApiProperty({ example: '2026-06-30' })
  to!: string;
  @ApiProperty({ description: 'Which bookings the figures count, in words' })
  basis!: string;
  @ApiProperty({ type: RevenueDto })
  revenue!: RevenueDto;
  @ApiProperty({ type: TripGroupDto, description: 'Confirmed trips' })
  trips!: TripGroupDto;
  @ApiProperty({ description: 'Bookings neither confirmed nor cancelled yet' })
  pending!: number;
  @ApiProperty({ type: [PackageGroupDto] })
  byPackage!: PackageGroupDto[];
  @ApiProperty({ type: [WeekdayGroupDto] })
  byWeekday!: WeekdayGroupDto[];
  @ApiProperty({ type: [MonthGroupDto], description: 'Every month the range touches' })
  byMonth!: MonthGroupDto[];
  @ApiProperty({ type: OccupancyDto })
  occupancy!: OccupancyDto;
  @ApiProperty({ type: LeadTimeDto })
  leadTime!: LeadTimeDto;
  @ApiProperty({ type: CancellationsDto })
  cancellations!: CancellationsDto;
  @ApiProperty({ type: NoShowsDto, description: 'Confirmed trips of the range whose party did not come, as the guide marked them' })
  noShows!: NoShowsDto;
  @ApiProperty({ type: ReferralFiguresDto })
  referrals!: ReferralFiguresDto;
  @ApiProperty({
    type: GiftCardFiguresDto,
    description: 'Gift cards sold in the range (by day of sale) and what cards paid (by day of payment, net of returns)',
  })
  giftCards!: GiftCardFiguresDto;
}
