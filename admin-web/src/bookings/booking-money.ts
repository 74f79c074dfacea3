import { priceTrip, WEEKDAY_DISCOUNT_PERCENT, CHILD_DISCOUNT_PERCENT } from '../../../domain/bookings/pricing';
import type { Schema } from '@browser-kit/api/api-types';
import type { Booking } from './booking-types';
import { formatCad } from '@browser-kit/format/money-format';

export type PackageInfo = Pick<Schema<'PackageRowDto'>, 'id' | 'name' | 'price'>;
export type RefundDecision = Schema<'RefundDecisionDto'>;
/** A booking's price as it carries it; the rules' own breakdown has the same shape. */
export type PriceBreakdown = Schema<'PriceBreakdownDto'>;

export interface BookingPrice {
  readonly price: PriceBreakdown;
  /** True: the breakdown it was sold at, stored with it. False: rebuilt from today's package price. */
  readonly asSold: boolean;
}

type PricedBooking = Pick<Booking, 'package' | 'packageId' | 'price' | 'date' | 'people' | 'kidsCount' | 'referralCode'>;

/**
 * The booking's price breakdown: the one it was sold at, which it carries. A booking made before
 * breakdowns were recorded is priced by the rules at its package's current price instead (found by
 * id, else by name); null when that package is gone or the party no longer prices.
 */
export function bookingPrice(booking: PricedBooking, packages: readonly PackageInfo[]): BookingPrice | null {
  if (booking.price) return { price: booking.price, asSold: true };
  const found = packageOf(booking, packages);
  if (!found) return null;
  try {
    const price = priceTrip({
      pricePerPerson: found.price,
      date: booking.date,
      people: Number(booking.people),
      kidsCount: booking.kidsCount,
      referralApplies: Boolean(booking.referralCode),
    });
    return { price, asSold: false };
  } catch {
    return null;
  }
}

/** The package a booking was sold as, today: by its id (it may have been renamed), else by name. */
export function packageOf(booking: Pick<Booking, 'package' | 'packageId'>, packages: readonly PackageInfo[]): PackageInfo | undefined {
  return booking.packageId !== null ? packages.find((p) => p.id === booking.packageId) : packages.find((p) => p.name === booking.package);
}

/** The package as the detail names it: as booked, and what it is called now if it was renamed. */
export function packageLabel(booking: Pick<Booking, 'package' | 'packageId'>, packages: readonly PackageInfo[] | undefined): string {
  if (!packages || booking.packageId === null) return booking.package;
  const now = packageOf(booking, packages);
  if (!now) return `${booking.package} (no longer offered)`;
  return now.name === booking.package ? booking.package : `${booking.package} (now called ${now.name})`;
}

/** The breakdown's lines, discounts as negative amounts; only those that apply. */
export function priceLines(price: PriceBreakdown): { label: string; value: string }[] {
  const lines = [{ label: `${formatCad(price.pricePerPersonCents)} × ${price.people}`, value: formatCad(price.baseCents) }];
  if (price.weekdayDiscountCents > 0)
    lines.push({ label: `Weekday discount (${WEEKDAY_DISCOUNT_PERCENT}%)`, value: `−${formatCad(price.weekdayDiscountCents)}` });
  if (price.familySavingsCents > 0)
    lines.push({ label: `Family savings (children ${CHILD_DISCOUNT_PERCENT}% off)`, value: `−${formatCad(price.familySavingsCents)}` });
  if (price.referralCreditCents > 0) lines.push({ label: 'Referral credit', value: `−${formatCad(price.referralCreditCents)}` });
  lines.push({ label: 'Total', value: formatCad(price.totalCents) });
  return lines;
}

/**
 * What the cancel dialog says about the money: the policy's decision with its amount and its true
 * share of what is left of the online payments (`paidCents`), or why nothing comes back. A decision
 * of nothing never reads as a refund, whatever share the rule would give.
 */
export function refundText(refund: Pick<RefundDecision, 'amountCents' | 'percent' | 'explanation'> | null, paidCents?: number): string {
  if (!refund) return 'Not paid online: nothing to refund.';
  const amount = refund.amountCents;
  if (paidCents !== undefined && paidCents <= 0) return 'Nothing paid online is left to refund.';
  if (amount <= 0) {
    if (refund.percent > 0) return 'Nothing paid online is left to refund.';
    return paidCents !== undefined
      ? `${refund.explanation}. Nothing is refunded: the ${formatCad(paidCents)} paid online is kept.`
      : `${refund.explanation}. Nothing is refunded.`;
  }
  if (paidCents === undefined) return `${refund.explanation}. Refund: ${formatCad(amount)} (${refund.percent}% of what was paid online).`;
  if (amount >= paidCents) return `${refund.explanation}. Refund: ${formatCad(amount)}, all of the ${formatCad(paidCents)} paid online.`;
  const share = Math.round((amount * 100) / paidCents);
  return `${refund.explanation}. Refund: ${formatCad(amount)}, ${share}% of the ${formatCad(paidCents)} paid online.`;
}
