import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  ArrayMaxSize,
  ArrayMinSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Max,
  MaxLength,
  Min,
  ValidateBy,
  ValidationArguments,
} from 'class-validator';
import { TIME_SLOTS, TimeSlot } from '../../domain/bookings/booking-rules';
import { PACKAGE_LIMITS, PACKAGE_MESSAGES, parseFeatures } from '../../domain/catalogue/package-rules';
import { CAPACITY_LIMITS, CAPACITY_MESSAGES, PACKAGE_SALES, PackageSale } from '../../domain/catalogue/package-capacity';
import { PARTY_LIMITS } from '../../domain/bookings/booking-rules';
import { SEASON_MESSAGES, SeasonPeriod, seasonProblem } from '../../domain/catalogue/package-season';
import { toInt, trim } from '../http/dto-transforms';
import { SeasonPeriodDto } from './package-responses';

/** Features arrive as a list or as the admin form's text, one per line; blank lines are dropped. */
const toFeatures = ({ value }: { value: unknown }) =>
  typeof value === 'string' || (Array.isArray(value) && value.every((v) => typeof v === 'string'))
    ? parseFeatures(value as string | string[])
    : value;

export class PackageDto {
  @ApiProperty({ example: 'Full-Day Adventure', maxLength: PACKAGE_LIMITS.nameMax })
  @Transform(trim)
  @IsString({ message: PACKAGE_MESSAGES.name })
  @IsNotEmpty({ message: PACKAGE_MESSAGES.name })
  @MaxLength(PACKAGE_LIMITS.nameMax, { message: `Package name must be at most ${PACKAGE_LIMITS.nameMax} characters` })
  name!: string;

  @ApiProperty({ example: 399, description: 'Whole CAD per person' })
  @Transform(toInt)
  @IsInt({ message: PACKAGE_MESSAGES.price })
  @Min(1, { message: PACKAGE_MESSAGES.price })
  @Max(PACKAGE_LIMITS.priceMax, { message: PACKAGE_MESSAGES.price })
  price!: number;

  @ApiProperty({ example: '8 hours' })
  @Transform(trim)
  @IsString({ message: PACKAGE_MESSAGES.duration })
  @IsNotEmpty({ message: PACKAGE_MESSAGES.duration })
  @MaxLength(PACKAGE_LIMITS.durationMax, { message: `Duration must be at most ${PACKAGE_LIMITS.durationMax} characters` })
  duration!: string;

  @ApiProperty()
  @Transform(trim)
  @IsString({ message: PACKAGE_MESSAGES.description })
  @IsNotEmpty({ message: PACKAGE_MESSAGES.description })
  @MaxLength(PACKAGE_LIMITS.descriptionMax, { message: `Description must be at most ${PACKAGE_LIMITS.descriptionMax} characters` })
  description!: string;

  @ApiProperty({ type: [String], description: 'A list, or text with one feature per line' })
  @Transform(toFeatures)
  @IsArray({ message: PACKAGE_MESSAGES.features })
  @ArrayMinSize(1, { message: PACKAGE_MESSAGES.features })
  @ArrayMaxSize(PACKAGE_LIMITS.featuresMax, { message: `List at most ${PACKAGE_LIMITS.featuresMax} features` })
  @MaxLength(PACKAGE_LIMITS.featureMax, { each: true, message: `Each feature must be at most ${PACKAGE_LIMITS.featureMax} characters` })
  features!: string[];

  // Not a schema `default`: that would make the generated client's body type require it.
  @ApiPropertyOptional({ description: "Marked 'MOST POPULAR' on the site (false when left out)" })
  @IsOptional()
  @IsBoolean({ message: PACKAGE_MESSAGES.featured })
  featured?: boolean;

  @ApiPropertyOptional({
    enum: TIME_SLOTS,
    isArray: true,
    example: ['morning', 'afternoon'],
    description:
      'The booking slots the package runs in, at least one. Left out: every slot for a new package, the current ones for an edit.',
  })
  @IsOptional()
  @IsArray({ message: PACKAGE_MESSAGES.timeSlots })
  @ArrayMinSize(1, { message: PACKAGE_MESSAGES.timeSlots })
  @IsIn(TIME_SLOTS, { each: true, message: PACKAGE_MESSAGES.timeSlotUnknown })
  timeSlots?: TimeSlot[];

  // The capacity terms: each left out keeps what the package had (12, private, for a new one).
  // That the boat holds the largest party is judged on the terms the package ends with (PackageService).
  @ApiPropertyOptional({
    type: 'integer',
    minimum: PARTY_LIMITS.minPeople,
    maximum: CAPACITY_LIMITS.maxPeopleCeiling,
    example: 2,
    description: `The largest party one booking takes. Left out: ${CAPACITY_LIMITS.defaultMaxPeople} for a new package, the current one for an edit.`,
  })
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: CAPACITY_MESSAGES.maxPeople })
  @Min(PARTY_LIMITS.minPeople, { message: CAPACITY_MESSAGES.maxPeople })
  @Max(CAPACITY_LIMITS.maxPeopleCeiling, { message: CAPACITY_MESSAGES.maxPeople })
  maxPeople?: number;

  @ApiPropertyOptional({
    enum: PACKAGE_SALES,
    description: "'private': one party per slot; 'seats': parties share the boat up to boatCapacity. Left out: private for a new package.",
  })
  @IsOptional()
  @IsIn(PACKAGE_SALES, { message: CAPACITY_MESSAGES.sale })
  sale?: PackageSale;

  @ApiPropertyOptional({
    type: 'integer',
    nullable: true,
    minimum: 1,
    maximum: CAPACITY_LIMITS.boatCapacityMax,
    description: "Seats per slot, at least maxPeople: only for sale 'seats' (ignored for a private charter).",
  })
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: CAPACITY_MESSAGES.boatCapacity })
  @Min(1, { message: CAPACITY_MESSAGES.boatCapacity })
  @Max(CAPACITY_LIMITS.boatCapacityMax, { message: CAPACITY_MESSAGES.boatCapacity })
  boatCapacity?: number | null;
  @ApiPropertyOptional({
    type: () => [SeasonPeriodDto],
    example: [{ kind: 'months', from: 12, to: 3 }],
    description:
      'When it runs: periods of months (1-12; December to March wraps the year end) or of dates (YYYY-MM-DD). Empty: all year. Left out: all year for a new package, the current season for an edit.',
  })
  @IsOptional()
  @ValidateBy(
    { name: 'isSeason', validator: { validate: (value: unknown) => seasonProblem(value) === undefined } },
    { message: ({ value }: ValidationArguments) => seasonProblem(value) ?? SEASON_MESSAGES.list },
  )
  season?: SeasonPeriod[];
}
