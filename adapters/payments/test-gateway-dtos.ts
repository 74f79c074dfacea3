import { ApiProperty } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsString } from 'class-validator';
import { PAYMENT_MESSAGES } from '../../domain/payments/payment-errors';
import { TEST_CARD_MESSAGES, TEST_CARDS } from '../../domain/payments/test-card-rules';
import { trim } from '../http/dto-transforms';

/** The test payment form. Only the shape is checked here; the card rules are the domain's. */
export class ConfirmTestPaymentDto {
  @ApiProperty({ description: 'From the create-payment-intent answer' })
  @IsString({ message: PAYMENT_MESSAGES.clientSecret })
  @IsNotEmpty({ message: PAYMENT_MESSAGES.clientSecret })
  clientSecret!: string;

  @ApiProperty({ example: TEST_CARDS.success })
  @Transform(trim)
  @IsString({ message: TEST_CARD_MESSAGES.cardNumber })
  cardNumber!: string;

  @ApiProperty({ example: '12/30', description: 'MM/YY or MM/YYYY' })
  @Transform(trim)
  @IsString({ message: TEST_CARD_MESSAGES.expiry })
  expiry!: string;

  @ApiProperty({ example: '123' })
  @Transform(trim)
  @IsString({ message: TEST_CARD_MESSAGES.cvc })
  cvc!: string;
}
