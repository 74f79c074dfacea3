import { ApiProperty } from '@nestjs/swagger';
import { WaiverDetail, WaiverReceipt, WaiverRow } from '../../application/waivers/waiver-read-models';
import { WaiverBookingNamed } from '../../application/waivers/waiver-service';
import { WAIVER_EMAIL_COPIES, WaiverEmailCopy } from '../../domain/waivers/waiver-email-copy';
import { WAIVER_STATUSES, WaiverStatus } from '../../domain/waivers/waiver-rules';

const SHA256_EXAMPLE = '9f2c4a1e0b7d6c5f4e3a2b1c0d9e8f7a6b5c4d3e2f1a0b9c8d7e6f5a4b3c2d1e';

export class WaiverRowDto implements WaiverRow {
  @ApiProperty({ format: 'uuid', example: '5c0e7a2d-1b3f-4e6a-9d8c-7b6a5f4e3d2c' })
  id!: string;

  @ApiProperty({ enum: WAIVER_STATUSES, description: 'voided: set aside by the admin with a reason, kept on record' })
  status!: WaiverStatus;

  @ApiProperty({ example: 'Dana' })
  firstName!: string;

  @ApiProperty({ example: 'Whitford' })
  lastName!: string;

  @ApiProperty({ example: 'dana@example.com' })
  email!: string;

  @ApiProperty({ example: '(780) 555-0199' })
  phone!: string;

  @ApiProperty({ format: 'date', example: '1988-06-14' })
  dateOfBirth!: string;

  @ApiProperty({ description: 'Under 18 on the trip date (or on the day of signing without a booking)' })
  minor!: boolean;

  @ApiProperty({ type: String, nullable: true, example: null, description: 'The parent or guardian who signed for a minor' })
  guardianName!: string | null;

  @ApiProperty({ type: String, nullable: true, example: null })
  guardianRelationship!: string | null;

  @ApiProperty({ type: String, nullable: true, example: null, description: 'The full name the guardian typed' })
  guardianSignature!: string | null;

  @ApiProperty({ example: 'Dana Whitford', description: 'The full name the signer typed' })
  signature!: string;

  @ApiProperty({ example: 'Sam Whitford' })
  emergencyContactName!: string;

  @ApiProperty({ example: '(780) 555-0123' })
  emergencyContactPhone!: string;

  @ApiProperty({ type: String, nullable: true, description: 'Staff only; never logged' })
  medicalConditions!: string | null;

  @ApiProperty()
  agreeToTerms!: boolean;

  @ApiProperty()
  agreeToRisks!: boolean;

  @ApiProperty()
  agreeToPhotos!: boolean;

  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The booking it is for, when named or linked' })
  bookingId!: string | null;

  @ApiProperty({ type: String, format: 'date', nullable: true, example: '2026-12-03', description: "The booked trip's date" })
  tripDate!: string | null;

  @ApiProperty({ type: 'integer', example: 1, description: 'The terms version signed' })
  termsVersionId!: number;

  @ApiProperty({ example: SHA256_EXAMPLE, description: 'SHA-256 (hex) of the exact text signed' })
  termsSha256!: string;

  @ApiProperty({ type: String, format: 'date-time' })
  signedAt!: Date;

  @ApiProperty({ type: String, nullable: true, example: '203.0.113.7', description: 'Where the signature came from' })
  clientAddress!: string | null;

  @ApiProperty({ type: String, nullable: true, description: "The signer's browser (User-Agent, at most 300 characters)" })
  userAgent!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the admin linked it to its booking' })
  linkedAt!: Date | null;

  @ApiProperty({ type: String, nullable: true, example: null, description: 'Who linked it, e.g. guide (admin)' })
  linkedBy!: string | null;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  voidedAt!: Date | null;

  @ApiProperty({ type: String, nullable: true, example: null })
  voidReason!: string | null;

  @ApiProperty({ type: String, nullable: true, example: null, description: 'Who voided it, e.g. guide (admin)' })
  voidedBy!: string | null;

  @ApiProperty({ type: 'integer', example: 1, description: 'Events in its stream this row reflects' })
  version!: number;
}

export class WaiverDetailDto extends WaiverRowDto implements WaiverDetail {
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The exact text of the terms version signed (null only if that version is missing from the database)',
  })
  termsText!: string | null;
}

export class WaiverReceiptDto implements WaiverReceipt {
  @ApiProperty({ format: 'uuid', example: '5c0e7a2d-1b3f-4e6a-9d8c-7b6a5f4e3d2c' })
  id!: string;

  @ApiProperty({ format: 'date-time' })
  signedAt!: string;

  @ApiProperty({ type: 'integer', example: 1 })
  termsVersionId!: number;

  @ApiProperty({ example: SHA256_EXAMPLE })
  termsSha256!: string;

  @ApiProperty({ type: String, format: 'uuid', nullable: true })
  bookingId!: string | null;

  @ApiProperty({ description: 'Under 18 on the trip date: a parent or guardian signed too' })
  minor!: boolean;

  @ApiProperty({
    enum: WAIVER_EMAIL_COPIES,
    description:
      "What is emailed to the address given: 'copy', the signed copy (the booking's own address, with its reference); " +
      "'link', a private link to the copy (any other address: nothing the signer typed is sent to an address nobody confirmed); " +
      "'withheld', nothing (a sending limit of the hour was reached; the waiver is signed all the same)",
  })
  emailCopy!: WaiverEmailCopy;
}

/** The booking a waiver link names, as its page shows it. */
export class WaiverBookingDto implements WaiverBookingNamed {
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'K7M2QX',
    description: "The booking's reference (null until a booking made before references has one)",
  })
  reference!: string | null;

  @ApiProperty({ format: 'date', example: '2026-12-03', description: 'The trip date on the lake' })
  tripDate!: string;
}
