import { ApiProperty } from '@nestjs/swagger';
import { BookingLifecycleStatus } from '../../domain/bookings/booking';
import { BOOKING_LIST_STATUSES, TIME_SLOTS, TimeSlot } from '../../domain/bookings/booking-rules';
import {
  WeatherCancellationPreview,
  WeatherCancellationReport,
  WeatherPreviewBooking,
} from '../../application/bookings/weather-cancellation-service';
import { WeatherAction } from '../../domain/bookings/weather-cancellation';
import { membersOf } from './enum-members';

/* The weather cancellation of a day: its preview and its report. */

const WEATHER_ACTIONS = membersOf<WeatherAction>({ cancel: true, release: true });

export class WeatherPreviewBookingDto implements WeatherPreviewBooking {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ example: 'Dana Whitford' })
  name!: string;

  @ApiProperty({ example: '(780) 555-0199' })
  phone!: string;

  @ApiProperty({ example: 'dana@example.com' })
  email!: string;

  @ApiProperty({ example: 'Half-Day Adventure' })
  package!: string;

  @ApiProperty({ enum: TIME_SLOTS })
  time!: TimeSlot;

  @ApiProperty({ example: 'Morning (6:00-10:00 AM)' })
  timeLabel!: string;

  @ApiProperty({ type: 'integer', example: 2 })
  people!: number;

  @ApiProperty({ enum: BOOKING_LIST_STATUSES })
  status!: BookingLifecycleStatus;

  @ApiProperty({ type: 'integer', example: 58_000, description: 'Paid online, in cents (0 for a phone booking or an unpaid checkout)' })
  amountPaidCents!: number;

  @ApiProperty({ type: 'integer', example: 58_000, description: 'What the weather rule refunds: all that is left of the payment' })
  refundCents!: number;

  @ApiProperty({ enum: WEATHER_ACTIONS, description: 'cancel: a booking, refunded in full; release: a checkout waiting for payment' })
  action!: WeatherAction;
}

export class WeatherAlreadyCancelledDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty({ type: 'integer', description: 'Refunded so far, in cents' })
  refundedCents!: number;
}

export class WeatherTotalsDto {
  @ApiProperty({ type: 'integer', description: 'Bookings and checkouts the run would cancel or release' })
  bookings!: number;

  @ApiProperty({ type: 'integer', description: 'The refunds together, in cents' })
  refundCents!: number;
}

export class WeatherCancellationPreviewDto implements WeatherCancellationPreview {
  @ApiProperty({ format: 'date', example: '2026-12-03' })
  date!: string;

  @ApiProperty({ description: 'Every slot of the date is closed in availability' })
  dayClosed!: boolean;

  @ApiProperty({ type: () => [WeatherPreviewBookingDto], description: 'Not test, cancelled or released; in the order of the day' })
  bookings!: WeatherPreviewBookingDto[];

  @ApiProperty({ type: () => [WeatherAlreadyCancelledDto], description: 'Cancelled before: a run leaves them alone' })
  alreadyCancelled!: WeatherAlreadyCancelledDto[];

  @ApiProperty({ type: () => WeatherTotalsDto })
  totals!: WeatherTotalsDto;
}

export class WeatherCancelledDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty({ type: 'integer', description: 'The refund recorded for this cancellation, in cents' })
  refundCents!: number;
}

export class WeatherReleasedDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  name!: string;
}

export class WeatherSkippedDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty({ example: 'Already cancelled' })
  reason!: string;
}

export class WeatherFailedDto {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty()
  name!: string;

  @ApiProperty({ description: 'Why it could not be cancelled' })
  error!: string;
}

export class WeatherCancellationReportDto implements WeatherCancellationReport {
  @ApiProperty({ format: 'date', example: '2026-12-03' })
  date!: string;

  @ApiProperty({ example: 'Thunderstorm warning for Wabamun Lake' })
  reason!: string;

  @ApiProperty({ enum: [true], description: 'The day is closed in availability' })
  dayClosed!: true;

  @ApiProperty({ type: () => [WeatherCancelledDto] })
  cancelled!: WeatherCancelledDto[];

  @ApiProperty({ type: () => [WeatherReleasedDto], description: 'Checkouts waiting for payment, released' })
  released!: WeatherReleasedDto[];

  @ApiProperty({ type: () => [WeatherSkippedDto], description: 'Already cancelled: nothing done, nothing refunded again' })
  skipped!: WeatherSkippedDto[];

  @ApiProperty({ type: () => [WeatherFailedDto], description: 'Could not be cancelled; the others went on' })
  failed!: WeatherFailedDto[];
}
