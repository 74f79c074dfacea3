import type { PackageRow } from '../../../application/catalogue/package-service';
import { priceTrip, WEEKDAY_DISCOUNT_PERCENT, CHILD_DISCOUNT_PERCENT, type PriceBreakdown } from '../../../domain/bookings/pricing';
import type { RefundDecision } from '../../../domain/bookings/refund-policy';
import type { AsJson } from '@shared-ui/json-shape';
import type { Booking } from './booking-types';
import { formatCad } from '@shared-ui/money-format';

export type PackageInfo = Pick<AsJson<PackageRow>, 'name' | 'price'>;
export type { RefundDecision };

/**
 * The booking's price by the pricing rules at its package's current price. The booking keeps only
 * the total it was charged (amountCents), so this is a reconstruction; null when its package is
 * gone or its party no longer prices (the detail then shows just the charged amount).
 */
export function bookingPrice(booking: Pick<Booking, 'package' | 'date' | 'people' | 'kidsCount' | 'referralCode'>, packages: readonly PackageInfo[]): PriceBreakdown | null {
  const found = packages.find((p) => p.name === booking.package);
  if (!found) return null;
  try {
    return priceTrip({
      pricePerPerson: found.price,
      date: booking.date,
      people: Number(booking.people),
      kidsCount: booking.kidsCount,
      referralApplies: Boolean(booking.referralCode),
    });
  } catch {
    return null;
  }
}

/** The breakdown's lines, discounts as negative amounts; only those that apply. */
export function priceLines(price: PriceBreakdown): { label: string; value: string }[] {
  const lines = [{ label: `${formatCad(price.pricePerPersonCents)} × ${price.people}`, value: formatCad(price.baseCents) }];
  if (price.weekdayDiscountCents > 0) lines.push({ label: `Weekday discount (${WEEKDAY_DISCOUNT_PERCENT}%)`, value: `−${formatCad(price.weekdayDiscountCents)}` });
  if (price.familySavingsCents > 0) lines.push({ label: `Family savings (children ${CHILD_DISCOUNT_PERCENT}% off)`, value: `−${formatCad(price.familySavingsCents)}` });
  if (price.referralCreditCents > 0) lines.push({ label: 'Referral credit', value: `−${formatCad(price.referralCreditCents)}` });
  lines.push({ label: 'Total', value: formatCad(price.totalCents) });
  return lines;
}

/** What the cancel dialog says about the money: the policy's decision, or why there is none. */
export function refundText(refund: Pick<RefundDecision, 'amountCents' | 'percent' | 'explanation'> | null): string {
  if (!refund) return 'Not paid online: nothing to refund.';
  return `${refund.explanation}. Refund: ${formatCad(refund.amountCents)} (${refund.percent}%).`;
}
