import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  IsBoolean,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
} from 'class-validator';
import {
  BOOKING_LIST_STATUSES,
  BOOKING_MESSAGES,
  BookingListStatus,
  BOOKING_STATUSES,
  BookingStatus,
  isCalendarDate,
  isValidKidsCount,
  isValidPartySize,
  NAME_MIN_LENGTH,
  PARTY_LIMITS,
  PHONE_MIN_LENGTH,
  REASON_MAX_LENGTH,
  TIME_SLOTS,
  TimeSlot,
} from '../../domain/bookings/booking-rules';
import { BookingDetails, NO_SHOW_MESSAGES } from '../../domain/bookings/booking';
import { StatusChangeOptions } from '../../application/bookings/booking-service';
import { StatusChangeRequest } from '../../application/bookings/status-change-preview';
import { WEATHER_CANCELLATION_MESSAGES } from '../../domain/bookings/weather-cancellation';
import { MARKETING_CONSENT_LABEL } from '../../domain/campaigns/consent-rules';
import { toInt, trim } from '../http/dto-transforms';

/*
 * The party and trip fields, shared by every body that carries them (a booking, a quote), so their
 * rules and messages are stated once.
 */
export const BookingPackageField = () =>
  applyDecorators(
    ApiProperty({ example: 'Half-Day Adventure' }),
    Transform(trim),
    IsString({ message: BOOKING_MESSAGES.package }),
    IsNotEmpty({ message: BOOKING_MESSAGES.package }),
  );

export const BookingDateField = () =>
  applyDecorators(
    ApiProperty({ example: '2026-12-03', description: 'Calendar date YYYY-MM-DD (America/Edmonton)' }),
    IsString({ message: BOOKING_MESSAGES.date }),
    ValidateBy(
      { name: 'isCalendarDate', validator: { validate: (v) => typeof v === 'string' && isCalendarDate(v) } },
      { message: BOOKING_MESSAGES.date },
    ),
  );

export const PartySizeField = () =>
  applyDecorators(
    ApiProperty({ minimum: PARTY_LIMITS.minPeople, maximum: PARTY_LIMITS.maxPeople }),
    Transform(toInt),
    IsInt({ message: BOOKING_MESSAGES.people }),
    Min(PARTY_LIMITS.minPeople, { message: BOOKING_MESSAGES.people }),
    Max(PARTY_LIMITS.maxPeople, { message: BOOKING_MESSAGES.people }),
  );

/** Judged against `people` only when the party size itself is valid: a bad party has its own message. */
export const KidsCountField = () =>
  applyDecorators(
    // Defaults are stated in words: a schema `default` makes the generated client's body type require the field.
    ApiPropertyOptional({
      minimum: 0,
      maximum: PARTY_LIMITS.maxKids,
      description: 'At most people - 1 (a party needs an adult); 0 when left out',
    }),
    IsOptional(),
    Transform(toInt),
    IsInt({ message: BOOKING_MESSAGES.kidsCount }),
    Min(0, { message: BOOKING_MESSAGES.kidsCount }),
    ValidateBy(
      {
        name: 'isValidKidsCount',
        validator: {
          validate: (kids, args) => {
            const people = (args?.object as { people?: unknown }).people;
            return typeof people !== 'number' || !isValidPartySize(people) || (typeof kids === 'number' && isValidKidsCount(people, kids));
          },
        },
      },
      { message: BOOKING_MESSAGES.kidsCount },
    ),
  );

/** A booking taken by the admin (for example by phone); the public paid flow comes with payments. */
export class CreateBookingDto {
  @BookingPackageField()
  package!: string;

  @BookingDateField()
  date!: string;

  @ApiProperty({ enum: TIME_SLOTS })
  @IsIn(TIME_SLOTS, { message: BOOKING_MESSAGES.time })
  time!: TimeSlot;

  @ApiProperty({ example: 'Dana Whitford' })
  @Transform(trim)
  @IsString({ message: BOOKING_MESSAGES.name })
  @MinLength(NAME_MIN_LENGTH, { message: BOOKING_MESSAGES.name })
  @MaxLength(120, { message: BOOKING_MESSAGES.name })
  name!: string;

  @ApiProperty({ example: 'dana@example.com' })
  @Transform(trim)
  @IsEmail({}, { message: BOOKING_MESSAGES.email })
  email!: string;

  @ApiProperty({ example: '(780) 555-0199' })
  @Transform(trim)
  @IsString({ message: BOOKING_MESSAGES.phone })
  @MinLength(PHONE_MIN_LENGTH, { message: BOOKING_MESSAGES.phone })
  @MaxLength(30, { message: BOOKING_MESSAGES.phone })
  phone!: string;

  @PartySizeField()
  people!: number;

  @ApiPropertyOptional({ description: 'Left out: whether kidsCount is above 0' })
  @IsOptional()
  @IsBoolean()
  hasKids?: boolean;

  @KidsCountField()
  kidsCount?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(trim)
  @IsString()
  @MaxLength(2000)
  message?: string;

  @ApiPropertyOptional({
    description: `The box '${MARKETING_CONSENT_LABEL}', never ticked in advance: express consent to marketing email (CASL). false when left out.`,
  })
  @IsOptional()
  @IsBoolean({ message: BOOKING_MESSAGES.marketingConsent })
  marketingConsent?: boolean;

  /** The booking's details as the domain takes them: the one place a request body becomes them. */
  toDetails(): BookingDetails {
    const kidsCount = this.kidsCount ?? 0;
    return {
      package: this.package,
      date: this.date,
      time: this.time,
      name: this.name,
      email: this.email,
      phone: this.phone,
      people: this.people,
      hasKids: this.hasKids ?? kidsCount > 0,
      kidsCount,
      ...(this.message ? { message: this.message } : {}),
      // Recorded only when given: the stored events of bookings without it stay as they were.
      ...(this.marketingConsent === true ? { marketingConsent: true } : {}),
    };
  }
}

/*
 * The choices beside a status change, shared by the change (a JSON body) and its preview (a query
 * string, where booleans come as text), so that both state them once.
 */
const queryBoolean = ({ value }: { value: unknown }) => (value === 'true' ? true : value === 'false' ? false : value);

const NotifyField = () =>
  applyDecorators(
    ApiPropertyOptional({
      type: Boolean,
      description:
        'false: the customer is sent nothing about this change (the money still moves by the policy, and the guide is still texted). True when left out',
    }),
    IsOptional(),
    IsBoolean({ message: 'notify must be true or false' }),
  );

const PaymentDueField = () =>
  applyDecorators(
    ApiPropertyOptional({
      type: Boolean,
      description:
        'With confirmed: confirm a booking whose payment was refunded as unpaid, the amount due recorded and told to the customer. Without it such a confirmation is refused (409, with paymentDueCents). Ignored when nothing is due',
    }),
    IsOptional(),
    IsBoolean({ message: 'paymentDue must be true or false' }),
  );

const WeatherField = () =>
  applyDecorators(
    ApiPropertyOptional({
      type: Boolean,
      description: 'Cancelled by the operator for unsafe weather: a full refund (false when left out)',
    }),
    IsOptional(),
    IsBoolean({ message: 'Weather must be true or false' }),
  );

const ReasonField = () =>
  applyDecorators(
    ApiPropertyOptional({ maxLength: REASON_MAX_LENGTH }),
    IsOptional(),
    IsString({ message: BOOKING_MESSAGES.reason }),
    MaxLength(REASON_MAX_LENGTH, { message: BOOKING_MESSAGES.reason }),
  );

export class ChangeBookingStatusDto {
  @ApiProperty({ enum: BOOKING_STATUSES })
  @IsIn(BOOKING_STATUSES, { message: BOOKING_MESSAGES.status })
  status!: BookingStatus;

  @WeatherField()
  weather?: boolean;

  @ReasonField()
  reason?: string;

  @NotifyField()
  notify?: boolean;

  @PaymentDueField()
  paymentDue?: boolean;

  /** The choices beside the status, as the service takes them. */
  options(): StatusChangeOptions {
    return { weather: this.weather, notify: this.notify, paymentDue: this.paymentDue };
  }
}

/** `PUT` / `DELETE /api/bookings/{id}/no-show`: the admin's optional words on the no-show or its undoing. */
export class NoShowDto {
  @ApiPropertyOptional({ maxLength: REASON_MAX_LENGTH, example: 'Not at the dock by 6:30; no answer on the phone' })
  @IsOptional()
  @IsString({ message: NO_SHOW_MESSAGES.note })
  @MaxLength(REASON_MAX_LENGTH, { message: NO_SHOW_MESSAGES.note })
  note?: string;
}

/** `GET /api/bookings/{id}/status-change`: the change the admin is about to make, as the PATCH would carry it. */
export class StatusChangePreviewQueryDto {
  @ApiProperty({ enum: BOOKING_STATUSES, description: 'The status it would be set to' })
  @IsIn(BOOKING_STATUSES, { message: BOOKING_MESSAGES.status })
  to!: BookingStatus;

  @ReasonField()
  reason?: string;

  @WeatherField()
  @Transform(queryBoolean)
  weather?: boolean;

  @NotifyField()
  @Transform(queryBoolean)
  notify?: boolean;

  @PaymentDueField()
  @Transform(queryBoolean)
  paymentDue?: boolean;

  toRequest(): StatusChangeRequest {
    const { to, reason, weather, notify, paymentDue } = this;
    return { to, reason, weather, notify, paymentDue };
  }
}

export class BookingListQueryDto {
  @ApiPropertyOptional({ description: 'Trips on or after this date (YYYY-MM-DD)' })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'from must be a date YYYY-MM-DD' })
  from?: string;

  @ApiPropertyOptional({ description: 'Trips on or before this date (YYYY-MM-DD)' })
  @IsOptional()
  @Matches(/^\d{4}-\d{2}-\d{2}$/, { message: 'to must be a date YYYY-MM-DD' })
  to?: string;

  @ApiPropertyOptional({
    enum: BOOKING_LIST_STATUSES,
    description: 'Without it: every booking but checkouts (held: waiting for payment; released: ended unpaid)',
  })
  @IsOptional()
  @IsIn(BOOKING_LIST_STATUSES, { message: `Status must be one of ${BOOKING_LIST_STATUSES.join(', ')}` })
  status?: BookingListStatus;

  @ApiPropertyOptional({ type: Boolean, description: 'true: only the no-shows; false: none of them' })
  @IsOptional()
  @Transform(queryBoolean)
  @IsBoolean({ message: 'noShow must be true or false' })
  noShow?: boolean;

  @ApiPropertyOptional({
    description: "Text found in name, email, phone or package, or the booking's reference in any case, with spaces or dashes (k7m 2qx)",
  })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  q?: string;
}

export class RefundPreviewQueryDto {
  @ApiPropertyOptional({ default: false })
  @IsOptional()
  @Transform(({ value }) => (value === 'true' ? true : value === 'false' ? false : value))
  @IsBoolean({ message: 'Weather must be true or false' })
  weather?: boolean;
}

/** `?asOf=` takes a version (a whole number of events) or an ISO-8601 instant. */
export class BookingGetQueryDto {
  @ApiPropertyOptional({ description: 'Replay the booking as of a version (e.g. 2) or an instant (ISO-8601)' })
  @IsOptional()
  @Matches(/^(\d+|\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2}))$/, { message: 'asOf must be a version number or an ISO-8601 instant' })
  asOf?: string;

  /** The replay point the query names, if any. */
  replayPoint(): { version: number } | { asOf: Date } | undefined {
    if (this.asOf === undefined) return undefined;
    return /^\d+$/.test(this.asOf) ? { version: Number(this.asOf) } : { asOf: new Date(this.asOf) };
  }
}

/** `GET /api/weather-cancellations/preview?date=`: the day to look at. */
export class WeatherCancellationPreviewQueryDto {
  @BookingDateField()
  date!: string;
}

/** `POST /api/weather-cancellations`: the day to cancel, and why (kept in each booking's audit history). */
export class WeatherCancellationDto {
  @BookingDateField()
  date!: string;

  @ApiProperty({ maxLength: REASON_MAX_LENGTH, example: 'Thunderstorm warning for Wabamun Lake' })
  @Transform(trim)
  @IsString({ message: WEATHER_CANCELLATION_MESSAGES.reasonRequired })
  @IsNotEmpty({ message: WEATHER_CANCELLATION_MESSAGES.reasonRequired })
  @MaxLength(REASON_MAX_LENGTH, { message: WEATHER_CANCELLATION_MESSAGES.reason })
  reason!: string;
}
