import { ApiProperty, ApiPropertyOptional, PickType } from '@nestjs/swagger';
import { PaidBooking } from '../../application/checkout/checkout-answers';
import { TEST_MODE_LABEL } from '../../application/payments/payment-gateway';
import { BookingRowDto } from '../bookings/booking-responses';
import { QuoteDto } from '../bookings/quote-responses';

/** A payment set up for a booking: what the card form needs to take it. */
export class PaymentStartedDto {
  @ApiProperty({ description: "Passed to the gateway's card form; proves to this API that the caller started the payment" })
  clientSecret!: string;

  @ApiProperty({ example: 'pi_test_0123456789abcdef01234567' })
  paymentIntentId!: string;

  @ApiProperty({ format: 'uuid' })
  bookingId!: string;

  @ApiProperty({
    example: 'K7M2QX',
    description: "The booking's reference, which the customer quotes to the guide (6 signs without 0/O, 1/I/L)",
  })
  reference!: string;

  @ApiProperty({ type: 'integer', example: 58_000, description: 'What is charged, in cents' })
  amountCents!: number;

  @ApiProperty({ example: 580, description: 'The same in whole CAD, as the booking form shows it' })
  amount!: number;

  @ApiProperty({ enum: ['CAD'] })
  currency!: 'CAD';

  @ApiProperty({ description: 'The built-in test gateway takes it (no real charge)' })
  testMode!: boolean;
}

/** The booking as the confirmation shows it: the admin's row, cut to what the visitor may see. */
export class PaidBookingDto
  extends PickType(BookingRowDto, [
    'id',
    'package',
    'date',
    'time',
    'name',
    'people',
    'hasKids',
    'kidsCount',
    'status',
    'amountCents',
    'reference',
  ] as const)
  implements PaidBooking
{
  @ApiProperty({
    type: String,
    nullable: true,
    example: 'K7MQ2XTA',
    description: "The booking's own referral code to share (/share?ref=CODE); null for a test booking",
  })
  referralCode!: string | null;
}

export class PaymentIntentCreatedDto extends PaymentStartedDto {
  @ApiProperty({ format: 'date-time', description: 'The slot is held for the visitor until then' })
  holdExpiresAt!: string;

  @ApiProperty({ type: () => QuoteDto, description: "The server's price, which may differ from the amount the browser sent" })
  breakdown!: QuoteDto;

  @ApiPropertyOptional({ example: TEST_MODE_LABEL, description: 'Only in test mode: the label to show beside the card form' })
  testModeLabel?: string;

  @ApiPropertyOptional({
    type: () => PaidBookingDto,
    description: 'Only when a gift card paid the whole price: the booking, confirmed already (amountCents 0, no card payment to make)',
  })
  booking?: PaidBookingDto;
}
