import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import {
  Equals,
  IsBoolean,
  IsDefined,
  IsEmail,
  IsIn,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUUID,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
  ValidateBy,
  ValidateIf,
} from 'class-validator';
import { WaiverSubmission } from '../../application/waivers/waiver-service';
import { WaiverListFilter } from '../../application/waivers/waiver-queries';
import { isCalendarDate } from '../../domain/shared/calendar';
import { signatureMatches, WAIVER_LIMITS, WAIVER_MESSAGES, WAIVER_STATUSES, WaiverStatus } from '../../domain/waivers/waiver-rules';
import { toInt, trim } from '../http/dto-transforms';

/** A form's empty optional field is no answer at all. */
const blankToUndefined = ({ value }: { value: unknown }) => {
  const trimmed = trim({ value });
  return trimmed === '' || trimmed === null ? undefined : trimmed;
};

const { nameMin, nameMax, phoneMin, phoneMax } = WAIVER_LIMITS;

/**
 * POST /api/waiver: the waiver form (docs/product/waivers.md) plus date of birth, the typed
 * signature, a parent or guardian for a minor and an optional booking reference. What depends on
 * today's date or on the booking (a date of birth in the future, whether a guardian is needed) is
 * judged by the service with the same rules (domain/waivers/waiver-rules.ts).
 */
export class SignWaiverDto {
  @ApiProperty({ example: 'Dana', minLength: nameMin, maxLength: nameMax })
  @Transform(trim)
  @IsString({ message: WAIVER_MESSAGES.firstName })
  @MinLength(nameMin, { message: WAIVER_MESSAGES.firstName })
  @MaxLength(nameMax, { message: WAIVER_MESSAGES.firstName })
  firstName!: string;

  @ApiProperty({ example: 'Whitford', minLength: nameMin, maxLength: nameMax })
  @Transform(trim)
  @IsString({ message: WAIVER_MESSAGES.lastName })
  @MinLength(nameMin, { message: WAIVER_MESSAGES.lastName })
  @MaxLength(nameMax, { message: WAIVER_MESSAGES.lastName })
  lastName!: string;

  @ApiProperty({ example: 'dana@example.com' })
  @Transform(trim)
  @IsEmail({}, { message: WAIVER_MESSAGES.email })
  @MaxLength(WAIVER_LIMITS.emailMax, { message: WAIVER_MESSAGES.email })
  email!: string;

  @ApiProperty({ example: '(780) 555-0199', minLength: phoneMin, maxLength: phoneMax })
  @Transform(trim)
  @IsString({ message: WAIVER_MESSAGES.phone })
  @MinLength(phoneMin, { message: WAIVER_MESSAGES.phone })
  @MaxLength(phoneMax, { message: WAIVER_MESSAGES.phone })
  phone!: string;

  @ApiProperty({ example: 'Sam Whitford', minLength: nameMin, maxLength: nameMax })
  @Transform(trim)
  @IsString({ message: WAIVER_MESSAGES.emergencyContactName })
  @MinLength(nameMin, { message: WAIVER_MESSAGES.emergencyContactName })
  @MaxLength(nameMax, { message: WAIVER_MESSAGES.emergencyContactName })
  emergencyContactName!: string;

  @ApiProperty({ example: '(780) 555-0123', minLength: phoneMin, maxLength: phoneMax })
  @Transform(trim)
  @IsString({ message: WAIVER_MESSAGES.emergencyContactPhone })
  @MinLength(phoneMin, { message: WAIVER_MESSAGES.emergencyContactPhone })
  @MaxLength(phoneMax, { message: WAIVER_MESSAGES.emergencyContactPhone })
  emergencyContactPhone!: string;

  @ApiPropertyOptional({ maxLength: WAIVER_LIMITS.medicalConditionsMax, description: 'Shown to staff only, never logged' })
  @IsOptional()
  @Transform(blankToUndefined)
  @IsString({ message: WAIVER_MESSAGES.medicalConditions })
  @MaxLength(WAIVER_LIMITS.medicalConditionsMax, { message: WAIVER_MESSAGES.medicalConditions })
  medicalConditions?: string;

  @ApiProperty({ description: 'Must be true' })
  @IsBoolean({ message: WAIVER_MESSAGES.agreeToTerms })
  @Equals(true, { message: WAIVER_MESSAGES.agreeToTerms })
  agreeToTerms!: boolean;

  @ApiProperty({ description: 'Must be true' })
  @IsBoolean({ message: WAIVER_MESSAGES.agreeToRisks })
  @Equals(true, { message: WAIVER_MESSAGES.agreeToRisks })
  agreeToRisks!: boolean;

  @ApiPropertyOptional({ description: 'Consent to pictures in which the signer can be recognised; false when left out' })
  @IsOptional()
  @IsBoolean({ message: WAIVER_MESSAGES.agreeToPhotos })
  agreeToPhotos?: boolean;

  @ApiProperty({ format: 'date', example: '1988-06-14', description: 'YYYY-MM-DD; not in the future, not more than 120 years ago' })
  @IsString({ message: WAIVER_MESSAGES.dateOfBirth })
  @ValidateBy(
    { name: 'isCalendarDate', validator: { validate: (v) => typeof v === 'string' && isCalendarDate(v) } },
    { message: WAIVER_MESSAGES.dateOfBirth },
  )
  dateOfBirth!: string;

  @ApiProperty({ example: 'Dana Whitford', description: 'The signer types their full name: first and last name, case and spaces aside' })
  @Transform(trim)
  @IsString({ message: WAIVER_MESSAGES.signature })
  @IsNotEmpty({ message: WAIVER_MESSAGES.signature })
  @ValidateBy(
    {
      name: 'signatureMatches',
      validator: {
        validate: (v, args) => {
          const { firstName, lastName } = args?.object as { firstName?: unknown; lastName?: unknown };
          return (
            typeof v === 'string' &&
            typeof firstName === 'string' &&
            typeof lastName === 'string' &&
            signatureMatches(v, firstName, lastName)
          );
        },
      },
    },
    { message: WAIVER_MESSAGES.signature },
  )
  signature!: string;

  @ApiPropertyOptional({ example: 'Chris Whitford', description: 'Required when the participant is under 18 on the trip date' })
  @IsOptional()
  @Transform(blankToUndefined)
  @IsString({ message: WAIVER_MESSAGES.guardianName })
  @MaxLength(nameMax, { message: WAIVER_MESSAGES.guardianName })
  guardianName?: string;

  @ApiPropertyOptional({ example: 'Mother', maxLength: WAIVER_LIMITS.relationshipMax, description: 'Required for a minor' })
  @IsOptional()
  @Transform(blankToUndefined)
  @IsString({ message: WAIVER_MESSAGES.guardianRelationship })
  @MaxLength(WAIVER_LIMITS.relationshipMax, { message: WAIVER_MESSAGES.guardianRelationship })
  guardianRelationship?: string;

  @ApiPropertyOptional({ example: 'Chris Whitford', description: "Required for a minor: the guardian's full name, typed" })
  @IsOptional()
  @Transform(blankToUndefined)
  @IsString({ message: WAIVER_MESSAGES.guardianSignature })
  @MaxLength(nameMax, { message: WAIVER_MESSAGES.guardianSignature })
  guardianSignature?: string;

  @ApiPropertyOptional({
    maxLength: WAIVER_LIMITS.referenceMax,
    pattern: '^[A-Za-z0-9_-]+$',
    description:
      "The booking's waiver reference, from the confirmation email's or the manage page's waiver link (or the booker's manage token). " +
      "A booking's id is no reference.",
  })
  @IsOptional()
  @Transform(blankToUndefined)
  @IsString({ message: WAIVER_MESSAGES.bookingReference })
  @MaxLength(WAIVER_LIMITS.referenceMax, { message: WAIVER_MESSAGES.bookingReference })
  @Matches(/^[A-Za-z0-9_-]+$/, { message: WAIVER_MESSAGES.bookingReference })
  bookingReference?: string;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, description: 'The terms version the page showed (with termsSha256)' })
  @ValidateIf((o: SignWaiverDto) => o.termsVersionId !== undefined || o.termsSha256 !== undefined)
  @IsDefined({ message: WAIVER_MESSAGES.termsPair })
  @IsInt({ message: WAIVER_MESSAGES.termsVersionId })
  @Min(1, { message: WAIVER_MESSAGES.termsVersionId })
  termsVersionId?: number;

  @ApiPropertyOptional({ pattern: '^[0-9a-f]{64}$', description: 'SHA-256 (hex) of the terms text the page showed' })
  @ValidateIf((o: SignWaiverDto) => o.termsVersionId !== undefined || o.termsSha256 !== undefined)
  @Transform(({ value }) => (typeof value === 'string' ? value.trim().toLowerCase() : value))
  @IsDefined({ message: WAIVER_MESSAGES.termsPair })
  @IsString({ message: WAIVER_MESSAGES.termsSha256 })
  @Matches(/^[0-9a-f]{64}$/, { message: WAIVER_MESSAGES.termsSha256 })
  termsSha256?: string;

  /** The one place a request body becomes the service's submission. */
  toSubmission(): WaiverSubmission {
    return {
      answers: {
        firstName: this.firstName,
        lastName: this.lastName,
        email: this.email,
        phone: this.phone,
        emergencyContactName: this.emergencyContactName,
        emergencyContactPhone: this.emergencyContactPhone,
        medicalConditions: this.medicalConditions ?? null,
        agreeToTerms: this.agreeToTerms,
        agreeToRisks: this.agreeToRisks,
        agreeToPhotos: this.agreeToPhotos ?? false,
        dateOfBirth: this.dateOfBirth,
        signature: this.signature,
        guardianName: this.guardianName ?? null,
        guardianRelationship: this.guardianRelationship ?? null,
        guardianSignature: this.guardianSignature ?? null,
      },
      ...(this.bookingReference ? { bookingReference: this.bookingReference } : {}),
      ...(this.termsVersionId !== undefined && this.termsSha256 !== undefined
        ? { shownTerms: { versionId: this.termsVersionId, sha256: this.termsSha256 } }
        : {}),
    };
  }
}

const LIMIT_MESSAGE = `limit must be a whole number from 1 to ${WAIVER_LIMITS.pageMax}`;

/** GET /api/waivers: filters and a page; the next page's `offset` is in the X-Next-Offset header. */
export class WaiverListQueryDto {
  @ApiPropertyOptional({ format: 'uuid', description: 'Waivers linked to this booking' })
  @IsOptional()
  @IsUUID('all', { message: 'bookingId must be a booking id (a UUID)' })
  bookingId?: string;

  @ApiPropertyOptional({ format: 'date', description: 'Waivers for trips on this date (YYYY-MM-DD)' })
  @IsOptional()
  @ValidateBy(
    { name: 'isCalendarDate', validator: { validate: (v) => typeof v === 'string' && isCalendarDate(v) } },
    { message: 'tripDate must be a date YYYY-MM-DD' },
  )
  tripDate?: string;

  @ApiPropertyOptional({ description: "Text found in the signer's name, email or phone, or the guardian's name" })
  @IsOptional()
  @IsString({ message: 'q must be text' })
  @MaxLength(100, { message: 'q must be at most 100 characters' })
  q?: string;

  @ApiPropertyOptional({ enum: WAIVER_STATUSES, description: 'Without it: signed and voided alike' })
  @IsOptional()
  @IsIn(WAIVER_STATUSES, { message: `Status must be one of ${WAIVER_STATUSES.join(', ')}` })
  status?: WaiverStatus;

  @ApiPropertyOptional({
    description: `Rows per page, ${WAIVER_LIMITS.pageDefault} when left out`,
    minimum: 1,
    maximum: WAIVER_LIMITS.pageMax,
  })
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: LIMIT_MESSAGE })
  @Min(1, { message: LIMIT_MESSAGE })
  @Max(WAIVER_LIMITS.pageMax, { message: LIMIT_MESSAGE })
  limit?: number;

  @ApiPropertyOptional({ minimum: 0, description: 'Rows to skip: the X-Next-Offset header of the previous page' })
  @IsOptional()
  @Transform(toInt)
  @IsInt({ message: 'offset must be a whole number of at least 0' })
  @Min(0, { message: 'offset must be a whole number of at least 0' })
  offset?: number;

  toFilter(): WaiverListFilter {
    return {
      ...(this.bookingId ? { bookingId: this.bookingId } : {}),
      ...(this.tripDate ? { tripDate: this.tripDate } : {}),
      ...(this.q ? { text: this.q } : {}),
      ...(this.status ? { status: this.status } : {}),
      limit: this.limit ?? WAIVER_LIMITS.pageDefault,
      offset: this.offset ?? 0,
    };
  }
}

export class VoidWaiverDto {
  @ApiProperty({ minLength: 1, maxLength: WAIVER_LIMITS.voidReasonMax, example: 'Signed twice by mistake; the later copy stands' })
  @Transform(trim)
  @IsString({ message: WAIVER_MESSAGES.voidReason })
  @IsNotEmpty({ message: WAIVER_MESSAGES.voidReason })
  @MaxLength(WAIVER_LIMITS.voidReasonMax, { message: WAIVER_MESSAGES.voidReason })
  reason!: string;
}

export class LinkWaiverDto {
  @ApiProperty({ format: 'uuid', description: 'The booking the waiver is for' })
  @IsUUID('all', { message: WAIVER_MESSAGES.bookingId })
  bookingId!: string;
}
