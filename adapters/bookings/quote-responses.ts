import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Quote, ReferralOutcome } from '../../application/bookings/quote-service';
import { CURRENCY, PriceBreakdown } from '../../domain/bookings/pricing';

/** What a trip costs, in integer cents (CAD), as priced and as a booking keeps it. */
export class PriceBreakdownDto implements PriceBreakdown {
  @ApiProperty({ type: 'integer', example: 25_000, description: "The package's full price per person" })
  pricePerPersonCents!: number;

  @ApiProperty({
    type: 'integer',
    example: 21_000,
    description: 'What one adult pays: the full price, or the weekday price Monday to Thursday',
  })
  adultPriceCents!: number;

  @ApiProperty({ type: 'integer', example: 16_000, description: 'What one child pays (the adult price when no family discount applies)' })
  childPriceCents!: number;

  @ApiProperty({ type: 'integer', example: 3 })
  people!: number;

  @ApiProperty({ type: 'integer', example: 1 })
  kidsCount!: number;

  @ApiProperty({ type: 'integer', example: 75_000, description: 'Full price times party size' })
  baseCents!: number;

  @ApiProperty({ type: 'integer', example: 12_000 })
  weekdayDiscountCents!: number;

  @ApiProperty({ type: 'integer', example: 5_000 })
  familySavingsCents!: number;

  @ApiProperty({ type: 'integer', example: 0, description: "A friend's 50 off a first booking, with a recognised referral code" })
  referralCreditCents!: number;

  @ApiPropertyOptional({
    type: 'integer',
    example: 0,
    description:
      "The customer's own referral credit spent on this booking (their account's balance, at most what is left to pay); absent on prices recorded before it existed (read 0)",
  })
  accountCreditCents?: number;

  @ApiPropertyOptional({
    type: 'integer',
    example: 0,
    description:
      'Paid with a gift card (its balance, at most what is left to pay, keeping any card charge at least 0.50); absent without one (read 0)',
  })
  giftCardCents?: number;

  @ApiProperty({
    type: 'integer',
    example: 58_000,
    description: 'base − weekday discount − family savings − referral credit − account credit; never below 0',
  })
  totalCents!: number;

  @ApiProperty({ example: true })
  weekdayDiscountApplies!: boolean;

  @ApiProperty({ enum: [CURRENCY] })
  currency!: typeof CURRENCY;
}

export class ReferralOutcomeDto implements ReferralOutcome {
  @ApiProperty({ example: 'FRIEND-42' })
  code!: string;

  @ApiProperty({ description: 'Whether the code gave its credit' })
  applied!: boolean;

  @ApiPropertyOptional({
    example: 'Referral code not recognised',
    description:
      "Why a code gave no credit, for the form to show beside it: 'Referral code not recognised', 'You cannot use your own referral code' or 'The referral discount is for a first booking'",
  })
  reason?: string;
}

export class QuoteDto extends PriceBreakdownDto implements Quote {
  @ApiProperty({ example: 'Half-Day Adventure', description: "The priced package's name" })
  package!: string;

  @ApiProperty({ type: 'integer', example: 2, description: "The priced package's id: its name may be edited, the id stays" })
  packageId!: number;

  @ApiProperty({ format: 'date', example: '2026-12-03' })
  date!: string;

  @ApiProperty({ type: () => ReferralOutcomeDto, nullable: true, description: 'null when no code was entered' })
  referralCode!: ReferralOutcomeDto | null;

  /** Always priced on a quote (documented below: a decorator on a `declare` field is not kept). */
  declare accountCreditCents: number;
}

ApiProperty({
  type: 'integer',
  required: true,
  example: 0,
  description: "The customer's own referral credit spent on this booking (found by the phone or email sent), at most what is left to pay",
})(QuoteDto.prototype, 'accountCreditCents');
