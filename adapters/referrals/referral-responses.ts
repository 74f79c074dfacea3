import { ApiProperty } from '@nestjs/swagger';
import {
  CREDIT_MOVEMENT_KINDS,
  CreditAccountView,
  CreditMovementKind,
  CreditMovementRow,
  REFERRAL_STATUSES,
  ReferralRequestRow,
  ReferralRow,
  ReferralStatus,
} from '../../application/referrals/referral-read-models';
import { TIME_SLOTS, TimeSlot } from '../../domain/bookings/booking-rules';
import { ShareData } from '../../application/referrals/share-posts';
import { Actor } from '../../domain/shared/actor';

export class SharePostsDto {
  @ApiProperty({ description: "A post naming the referrer's first name and the offer, with the booking link" })
  facebook!: string;
  @ApiProperty()
  instagram!: string;
  @ApiProperty()
  twitter!: string;
  @ApiProperty()
  whatsapp!: string;
  @ApiProperty({ description: 'The body of an email to a friend' })
  email!: string;
}

export class ShareUrlDto {
  @ApiProperty({ example: 'https://wabamunfishing.ca/book?ref=K7MQ2XTA' })
  url!: string;
}

export class ShareTemplatesDto {
  @ApiProperty({ type: () => ShareUrlDto, description: "Facebook's share dialog for the booking link" })
  facebook!: ShareUrlDto;
  @ApiProperty({ type: () => ShareUrlDto, description: 'The booking link with the code, for anywhere else' })
  general!: ShareUrlDto;
}

/** The share page's data, keyed by the referral code. */
export class ShareDataDto implements ShareData {
  @ApiProperty({ type: () => SharePostsDto })
  posts!: SharePostsDto;
  @ApiProperty({ type: () => ShareTemplatesDto })
  templates!: ShareTemplatesDto;
  @ApiProperty({
    description: "One sentence about the owner's trip (going fishing on its date, or went fishing once it has begun) and the offer",
    example:
      'Alex is going fishing on Wabamun Lake on Saturday, June 6, 2026. Book your own guided trip with code K7MQ2XTA for 50 CAD off.',
  })
  summary!: string;
}

export class ReferralRowDto implements ReferralRow {
  @ApiProperty({ format: 'uuid', description: "The friend's booking id: one referral per booking that used a code" })
  id!: string;
  @ApiProperty({ example: '(780) 555-0123' })
  referrerPhone!: string;
  @ApiProperty({ example: 'Alex Angler' })
  referrerName!: string;
  @ApiProperty({ example: 'alex@example.com' })
  referrerEmail!: string;
  @ApiProperty({ example: '(780) 555-0456' })
  refereePhone!: string;
  @ApiProperty({ example: 'Blair Friend' })
  refereeName!: string;
  @ApiProperty({ example: 'blair@example.com' })
  refereeEmail!: string;
  @ApiProperty({ example: 'K7MQ2XTA' })
  referralCode!: string;
  @ApiProperty({ format: 'uuid', description: 'The paid booking that owns the code' })
  originalBookingId!: string;
  @ApiProperty({ format: 'uuid', description: "The friend's booking that used it" })
  referredBookingId!: string;
  @ApiProperty({
    enum: REFERRAL_STATUSES,
    description:
      "pending (the friend's trip is ahead), completed (it took place), rewarded (the referrer's credit is granted), voided (the friend's booking was cancelled or refunded first)",
  })
  status!: ReferralStatus;
  @ApiProperty({ type: 'integer', example: 50, description: "The referrer's credit, whole CAD" })
  creditAmount!: number;
  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: Date;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  completedAt!: Date | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  rewardedAt!: Date | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  voidedAt!: Date | null;
  @ApiProperty({ type: String, nullable: true, example: null })
  voidReason!: string | null;
  @ApiProperty({ format: 'date', example: '2026-12-05', description: "The friend's trip date" })
  tripDate!: string;
  @ApiProperty({ enum: TIME_SLOTS })
  tripTime!: TimeSlot;
  @ApiProperty({ type: String, format: 'date-time', description: "When the friend's trip ends" })
  tripEndsAt!: Date;
  @ApiProperty({ type: String, nullable: true, example: '+17805550123', description: 'The account credited, once rewarded' })
  creditAccount!: string | null;
  @ApiProperty({ type: 'integer' })
  version!: number;
}

export class CreditMovementDto implements Omit<CreditMovementRow, 'account'> {
  @ApiProperty({ type: 'integer', description: "The movement's place in its account's history" })
  version!: number;
  @ApiProperty({
    enum: CREDIT_MOVEMENT_KINDS,
    description: 'granted (a referral rewarded), spent (on a booking), restored (that booking cancelled before its trip)',
  })
  kind!: CreditMovementKind;
  @ApiProperty({ type: 'integer', example: 5_000, description: 'Cents, always positive' })
  amountCents!: number;
  @ApiProperty({ type: 'integer', example: 5_000 })
  balanceAfterCents!: number;
  @ApiProperty({ type: String, nullable: true, description: 'The referral rewarded, for a grant' })
  referralId!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The booking it was spent on or given back from' })
  bookingId!: string | null;
  @ApiProperty({ type: String, nullable: true })
  reason!: string | null;
  @ApiProperty({ type: 'object', additionalProperties: true, example: { kind: 'system', process: 'referral_rewards' } })
  actor!: Actor;
  @ApiProperty({ type: String, format: 'date-time' })
  at!: Date;
}

export class CreditAccountDto implements CreditAccountView {
  @ApiProperty({ example: '+17805550123', description: 'E.164 phone, or lower-cased email' })
  account!: string;
  @ApiProperty()
  holderName!: string;
  @ApiProperty()
  holderPhone!: string;
  @ApiProperty()
  holderEmail!: string;
  @ApiProperty({ type: 'integer', example: 5_000, description: 'What is left to spend, in cents; never below 0' })
  balanceCents!: number;
  @ApiProperty({ type: 'integer' })
  grantedCents!: number;
  @ApiProperty({ type: 'integer' })
  spentCents!: number;
  @ApiProperty({ type: 'integer' })
  restoredCents!: number;
  @ApiProperty({ type: String, format: 'date-time' })
  createdAt!: Date;
  @ApiProperty({ type: String, format: 'date-time' })
  updatedAt!: Date;
  @ApiProperty({ type: () => [CreditMovementDto], description: 'Every movement, oldest first' })
  movements!: CreditMovementDto[];
}

/** A referral request: an invitation to share the code, sent after a trip. */
export class ReferralRequestDto implements ReferralRequestRow {
  @ApiProperty({ format: 'uuid', description: 'The booking whose trip it followed' })
  bookingId!: string;
  @ApiProperty({ example: '(780) 555-0123' })
  customerPhone!: string;
  @ApiProperty({ example: 'Alex Angler' })
  customerName!: string;
  @ApiProperty({ type: String, format: 'date-time' })
  sentAt!: Date;
  @ApiProperty({ enum: ['sent', 'failed'], description: "'failed': the provider refused it for good (failureReason)" })
  status!: 'sent' | 'failed';
  @ApiProperty({ example: 'K7MQ2XTA' })
  referralCode!: string;
  @ApiProperty({ description: 'The text sent' })
  message!: string;
  @ApiProperty({ type: String, nullable: true })
  failureReason!: string | null;
}
