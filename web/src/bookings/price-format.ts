import { WEEKDAY_DISCOUNT_PERCENT } from '../../../domain/bookings/pricing';
import { formatCad } from '@browser-kit/format/money-format';

/** The parts of a quote the breakdown shows (the server's `POST /api/quote` answer). */
export interface PriceParts {
  readonly pricePerPersonCents: number;
  readonly people: number;
  readonly baseCents: number;
  readonly weekdayDiscountCents: number;
  readonly familySavingsCents: number;
  readonly referralCreditCents: number;
  /** The customer's own referral credit spent on this booking (absent on older prices: 0). */
  readonly accountCreditCents?: number;
  /** Paid with a gift card (absent without one: 0); the total is what is left for the card payment. */
  readonly giftCardCents?: number;
  readonly totalCents: number;
}

export interface PriceLine {
  readonly key: 'base' | 'weekday' | 'family' | 'referral' | 'account-credit' | 'gift-card' | 'total';
  readonly label: string;
  /** Formatted; a saving is shown negative. */
  readonly amount: string;
}

/** The breakdown, top to bottom: base, each saving that applies, then the total. */
export function priceLines(quote: PriceParts): PriceLine[] {
  const lines: PriceLine[] = [
    {
      key: 'base',
      label: `${quote.people} × ${formatCad(quote.pricePerPersonCents)} per person`,
      amount: formatCad(quote.baseCents),
    },
  ];
  if (quote.weekdayDiscountCents > 0) {
    lines.push({
      key: 'weekday',
      label: `Weekday discount (${WEEKDAY_DISCOUNT_PERCENT}%)`,
      amount: formatCad(-quote.weekdayDiscountCents),
    });
  }
  if (quote.familySavingsCents > 0) lines.push({ key: 'family', label: 'Family savings', amount: formatCad(-quote.familySavingsCents) });
  if (quote.referralCreditCents > 0)
    lines.push({ key: 'referral', label: 'Referral discount', amount: formatCad(-quote.referralCreditCents) });
  const accountCreditCents = quote.accountCreditCents ?? 0;
  if (accountCreditCents > 0) lines.push({ key: 'account-credit', label: 'Your referral credit', amount: formatCad(-accountCreditCents) });
  const giftCardCents = quote.giftCardCents ?? 0;
  if (giftCardCents > 0) lines.push({ key: 'gift-card', label: 'Paid by gift card', amount: formatCad(-giftCardCents) });
  lines.push({ key: 'total', label: giftCardCents > 0 ? 'Total by card' : 'Total', amount: formatCad(quote.totalCents) });
  return lines;
}

/** '1 person', '4 people', '4 people (2 children 12 and under)'. */
export function partyLabel(people: number, kidsCount: number): string {
  const party = `${people} ${people === 1 ? 'person' : 'people'}`;
  if (kidsCount <= 0) return party;
  return `${party} (${kidsCount} ${kidsCount === 1 ? 'child' : 'children'} 12 and under)`;
}
