import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { GiftCardBalance, PurchasedGiftCard, StartedGiftCardPayment } from '../../application/giftcards/gift-card-service';
import {
  GIFT_CARD_LIST_STATUSES,
  GIFT_CARD_MOVEMENT_KINDS,
  GiftCardListStatus,
  GiftCardMovementKind,
  GiftCardView,
} from '../../application/giftcards/gift-card-read-models';
import { TEST_MODE_LABEL } from '../../application/payments/payment-gateway';
import { Actor } from '../../domain/shared/actor';

/** A card's payment set up: what the card form needs to take it. */
export class GiftCardPaymentStartedDto {
  @ApiProperty({ format: 'uuid' })
  giftCardId!: string;

  @ApiProperty({ example: 'pi_test_0123456789abcdef01234567' })
  paymentIntentId!: string;

  @ApiProperty({ description: "Passed to the gateway's card form; proves to this API that the caller started the payment" })
  clientSecret!: string;

  @ApiProperty({ type: 'integer', example: 10_000, description: 'What is charged, in cents' })
  amountCents!: number;

  @ApiProperty({ enum: ['CAD'] })
  currency!: 'CAD';

  @ApiProperty({ description: 'The built-in test gateway takes it (no real charge)' })
  testMode!: boolean;

  @ApiPropertyOptional({ example: TEST_MODE_LABEL, description: 'Only in test mode: the label to show beside the card form' })
  testModeLabel?: string;

  static of(started: StartedGiftCardPayment): GiftCardPaymentStartedDto {
    const { gateway, ...rest } = started;
    return { ...rest, testMode: gateway === 'test', ...(gateway === 'test' ? { testModeLabel: TEST_MODE_LABEL } : {}) };
  }
}

export class PurchasedGiftCardDto implements PurchasedGiftCard {
  @ApiProperty({ format: 'uuid' })
  giftCardId!: string;

  @ApiProperty({ enum: ['none', 'ordered', 'paid', 'issued'], description: 'issued once its code is made (at once, as a rule)' })
  status!: PurchasedGiftCard['status'];

  @ApiProperty({ type: String, nullable: true, example: 'ABCD-EFGH-JKMN-PQRS' })
  code!: string | null;

  @ApiProperty({ type: 'integer', example: 10_000 })
  amountCents!: number;

  @ApiProperty()
  recipientName!: string;

  @ApiProperty()
  recipientEmail!: string;
}

export class GiftCardBalanceDto implements GiftCardBalance {
  @ApiProperty({ example: 'ABCD-EFGH-JKMN-PQRS' })
  code!: string;

  @ApiProperty({ type: 'integer', example: 6_000 })
  balanceCents!: number;

  @ApiProperty({ enum: ['CAD'] })
  currency!: 'CAD';

  @ApiProperty({ enum: ['active', 'used'], description: 'used: nothing left (a cancelled booking may give some back)' })
  status!: 'active' | 'used';
}

export class GiftCardMovementDto {
  @ApiProperty({ type: 'integer', description: "The card's event number: the history's order" })
  version!: number;

  @ApiProperty({ enum: GIFT_CARD_MOVEMENT_KINDS })
  kind!: GiftCardMovementKind;

  @ApiProperty({ type: 'integer', description: 'Always positive (0 for a resend); the kind says which way' })
  amountCents!: number;

  @ApiProperty({ type: String, nullable: true, format: 'uuid', description: 'The booking it paid for, or that gave it back' })
  bookingId!: string | null;

  @ApiProperty({ type: String, nullable: true })
  reason!: string | null;

  @ApiProperty({ type: 'object', additionalProperties: true, description: 'Who caused it' })
  actor!: Actor;

  @ApiProperty({ format: 'date-time' })
  at!: Date;
}

export class GiftCardDto implements GiftCardView {
  @ApiProperty({ format: 'uuid' })
  id!: string;

  @ApiProperty({ type: String, nullable: true, description: 'Null until issued' })
  code!: string | null;

  @ApiProperty({ enum: GIFT_CARD_LIST_STATUSES })
  status!: GiftCardListStatus;

  @ApiProperty({ type: 'integer' })
  amountCents!: number;

  @ApiProperty({ type: 'integer' })
  balanceCents!: number;

  @ApiProperty({ type: 'integer' })
  redeemedCents!: number;

  @ApiProperty({ type: 'integer' })
  returnedCents!: number;

  @ApiProperty({ type: String, nullable: true })
  packageName!: string | null;

  @ApiProperty({ type: 'integer', nullable: true })
  people!: number | null;

  @ApiProperty()
  buyerName!: string;

  @ApiProperty()
  buyerEmail!: string;

  @ApiProperty()
  recipientName!: string;

  @ApiProperty()
  recipientEmail!: string;

  @ApiProperty({ type: String, nullable: true })
  message!: string | null;

  @ApiProperty({ example: 'pi_test_0123456789abcdef01234567', description: "The order's card payment" })
  paymentIntentId!: string;

  @ApiProperty({ format: 'date-time' })
  orderedAt!: Date;

  @ApiProperty({ type: String, format: 'date-time', nullable: true })
  issuedAt!: Date | null;

  @ApiProperty({ format: 'date-time' })
  updatedAt!: Date;

  @ApiProperty({ type: [GiftCardMovementDto], description: 'Every order, issue, redemption, return and resend, oldest first' })
  history!: GiftCardMovementDto[];
}
