import { WEEKDAY_DISCOUNT_PERCENT } from '../../../domain/bookings/pricing';

/** Money on screen: CAD, English for Canada ('$1,234.50'); the server counts in cents. */
const CAD = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });
const CAD_WHOLE = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD', minimumFractionDigits: 0, maximumFractionDigits: 0 });

/** 41400 → '$414.00'. */
export function formatCad(cents: number): string {
  return CAD.format(cents / 100);
}

/** Whole-dollar prices (a package's price per person): 24900 → '$249'; cents are kept if any. */
export function formatCadShort(cents: number): string {
  return cents % 100 === 0 ? CAD_WHOLE.format(cents / 100) : CAD.format(cents / 100);
}

/** The parts of a quote the breakdown shows (the server's `POST /api/quote` answer). */
export interface PriceParts {
  readonly pricePerPersonCents: number;
  readonly people: number;
  readonly baseCents: number;
  readonly weekdayDiscountCents: number;
  readonly familySavingsCents: number;
  readonly referralCreditCents: number;
  readonly totalCents: number;
}

export interface PriceLine {
  readonly key: 'base' | 'weekday' | 'family' | 'referral' | 'total';
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
    lines.push({ key: 'weekday', label: `Weekday discount (${WEEKDAY_DISCOUNT_PERCENT}%)`, amount: formatCad(-quote.weekdayDiscountCents) });
  }
  if (quote.familySavingsCents > 0) lines.push({ key: 'family', label: 'Family savings', amount: formatCad(-quote.familySavingsCents) });
  if (quote.referralCreditCents > 0) lines.push({ key: 'referral', label: 'Referral credit', amount: formatCad(-quote.referralCreditCents) });
  lines.push({ key: 'total', label: 'Total', amount: formatCad(quote.totalCents) });
  return lines;
}

/** '1 person', '4 people', '4 people (2 children 12 and under)'. */
export function partyLabel(people: number, kidsCount: number): string {
  const party = `${people} ${people === 1 ? 'person' : 'people'}`;
  if (kidsCount <= 0) return party;
  return `${party} (${kidsCount} ${kidsCount === 1 ? 'child' : 'children'} 12 and under)`;
}
