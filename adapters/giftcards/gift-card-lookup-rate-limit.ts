import { Injectable } from '@nestjs/common';
import { CheckoutRateLimit } from '../rate-limits/checkout-rate-limit';

/**
 * Balance look-ups per minute from one client address. A code has about 79 bits, so guessing is
 * hopeless anyway; the limit keeps a script from even trying, and a person checking a card or two
 * never meets it.
 */
export const GIFT_CARD_LOOKUPS_PER_MINUTE = 10;

@Injectable()
export class GiftCardLookupRateLimit extends CheckoutRateLimit {
  protected override limitOf(): number {
    return GIFT_CARD_LOOKUPS_PER_MINUTE;
  }
}
