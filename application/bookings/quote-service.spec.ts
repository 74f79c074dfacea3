import { describe, expect, test } from '@jest/globals';
import { BOOKING_MESSAGES, TimeSlot } from '../../domain/bookings/booking-rules';
import { PRICING_MESSAGES, QuoteRefusedError, UnknownPackageError } from '../../domain/bookings/pricing';
import { PackageRow } from '../catalogue/package-service';
import { QuoteService } from './quote-service';
import { REFERRAL_MESSAGES } from '../../domain/referrals/referral-rules';
import { CodeOwner, QuoteCustomer, ReferralCodes } from './referral-codes';

const pkg = (id: number, name: string, price: number, timeSlots: TimeSlot[], maxPeople = 12): PackageRow =>
  ({
    id,
    name,
    price,
    duration: '8 hours',
    description: 'd',
    features: ['f'],
    featured: false,
    timeSlots,
    maxPeople,
    sale: 'private',
    boatCapacity: null,
  }) as PackageRow;
const packages = {
  list: async () => [
    pkg(1, 'Half-Day Adventure', 249, ['morning', 'afternoon']),
    pkg(2, 'Full-Day Adventure', 399, ['full-day']),
    pkg(3, 'Two-Angler Special', 599, ['full-day'], 2),
  ],
};
// 21:30 on Thursday 3 December on the lake, already Friday in UTC.
const clock = { now: () => new Date('2026-12-04T04:30:00Z') };
const owner = (code: string): CodeOwner => ({
  code,
  bookingId: 'b-owner',
  name: 'Alex Owner',
  phone: '(780) 555-0111',
  email: 'alex@example.com',
});
/** Issued codes (owned by Alex), customers with an earlier booking, and credit by email. */
const codes = (
  valid: string[],
  { returning = [], credit = {} }: { returning?: string[]; credit?: Record<string, number> } = {},
): ReferralCodes & { asked: string[] } => {
  const asked: string[] = [];
  return {
    asked,
    ownerOf: async (code) => (asked.push(code), valid.includes(code) ? owner(code) : undefined),
    hasEarlierBooking: async (c: QuoteCustomer) => returning.includes(c.email ?? ''),
    creditCents: async (c: QuoteCustomer) => credit[c.email ?? ''] ?? 0,
    claimCredit: async () => true,
    releaseCredit: async () => undefined,
  };
};
const thursday = { package: 'Full-Day Adventure', date: '2026-12-03', people: 2, kidsCount: 0 };

describe('quote service', () => {
  test('prices the named package on the date asked; "today" is the date on the lake, not in UTC', async () => {
    const quote = await new QuoteService({ packages, referralCodes: codes([]), clock }).quote(thursday);
    expect(quote).toMatchObject({
      package: 'Full-Day Adventure',
      packageId: 2,
      date: '2026-12-03',
      weekdayDiscountApplies: true,
      totalCents: 66_200,
      referralCode: null,
    });
  });

  test('a redeemable referral code takes 50 dollars off', async () => {
    const referrals = codes(['FRIEND-42']);
    const quote = await new QuoteService({ packages, referralCodes: referrals, clock }).quote({
      ...thursday,
      referralCode: '  friend-42 ',
    });
    expect(referrals.asked).toEqual(['FRIEND-42']);
    expect(quote).toMatchObject({ referralCreditCents: 5_000, totalCents: 61_200, referralCode: { code: 'friend-42', applied: true } });
  });

  test("the code's own owner (same email or phone) gets nothing, with the answer any ineligible customer gets", async () => {
    const service = new QuoteService({ packages, referralCodes: codes(['FRIEND-42']), clock });
    for (const customer of [{ email: ' ALEX@example.com ' }, { phone: '780.555.0111', email: 'other@example.com' }]) {
      expect(await service.quote({ ...thursday, referralCode: 'FRIEND-42', customer })).toMatchObject({
        referralCreditCents: 0,
        totalCents: 66_200,
        referralCode: { code: 'FRIEND-42', applied: false, reason: REFERRAL_MESSAGES.notEligible },
      });
    }
  });

  test('a customer with an earlier booking gets no second 50 off', async () => {
    const service = new QuoteService({ packages, referralCodes: codes(['FRIEND-42'], { returning: ['blair@example.com'] }), clock });
    expect(await service.quote({ ...thursday, referralCode: 'FRIEND-42', customer: { email: 'blair@example.com' } })).toMatchObject({
      referralCreditCents: 0,
      referralCode: { applied: false, reason: REFERRAL_MESSAGES.notEligible },
    });
    expect(await service.quote({ ...thursday, referralCode: 'FRIEND-42', customer: { email: 'new@example.com' } })).toMatchObject({
      referralCreditCents: 5_000,
      referralCode: { applied: true },
    });
  });

  test("the customer's own credit is its own line, never more than what is left to pay", async () => {
    const service = new QuoteService({
      packages,
      referralCodes: codes([], { credit: { 'alex@example.com': 5_000, 'rich@example.com': 1_000_000 } }),
      clock,
    });
    expect(await service.quote({ ...thursday, customer: { email: 'alex@example.com' } })).toMatchObject({
      accountCreditCents: 5_000,
      totalCents: 61_200,
    });
    expect(await service.quote({ ...thursday, customer: { email: 'rich@example.com' } })).toMatchObject({
      accountCreditCents: 66_200,
      totalCents: 0,
    });
    expect(await service.quote(thursday)).toMatchObject({ accountCreditCents: 0, totalCents: 66_200 });
    // Another open checkout of theirs counts on it: priced without.
    expect(await service.quote({ ...thursday, customer: { email: 'alex@example.com' }, withoutCredit: true })).toMatchObject({
      accountCreditCents: 0,
      totalCents: 66_200,
    });
  });

  test('an unknown code gives no credit and says why; a blank one is no code', async () => {
    const service = new QuoteService({ packages, referralCodes: codes(['FRIEND-42']), clock });
    expect(await service.quote({ ...thursday, referralCode: 'GUESS' })).toMatchObject({
      referralCreditCents: 0,
      totalCents: 66_200,
      referralCode: { code: 'GUESS', applied: false, reason: PRICING_MESSAGES.referralNotRecognised },
    });
    expect((await service.quote({ ...thursday, referralCode: '   ' })).referralCode).toBeNull();
  });

  test('an unknown package is refused, never priced at a default', async () => {
    const service = new QuoteService({ packages, referralCodes: codes([]), clock });
    for (const name of ['Sunset Cruise', 'full-day adventure', '']) {
      await expect(service.quote({ ...thursday, package: name })).rejects.toEqual(new UnknownPackageError());
    }
    await expect(service.quote({ ...thursday, package: 'Sunset Cruise' })).rejects.toMatchObject({
      code: 'unknown-package',
      field: 'package',
      message: PRICING_MESSAGES.unknownPackage,
    });
  });

  test('yesterday on the lake is refused as passed, today is fine', async () => {
    const service = new QuoteService({ packages, referralCodes: codes([]), clock });
    await expect(service.quote({ ...thursday, date: '2026-12-02' })).rejects.toEqual(
      new QuoteRefusedError('date', BOOKING_MESSAGES.pastDate),
    );
    await expect(service.quote({ ...thursday, date: '2026-12-03' })).resolves.toMatchObject({ date: '2026-12-03' });
  });

  test('a slot the package does not run in is refused on the time field, naming the slots it runs in', async () => {
    const service = new QuoteService({ packages, referralCodes: codes([]), clock });
    await expect(service.quote({ ...thursday, package: 'Half-Day Adventure', time: 'full-day' })).rejects.toEqual(
      new QuoteRefusedError('time', 'Half-Day Adventure runs in the morning or the afternoon. Please choose one of those times.'),
    );
    await expect(service.quote({ ...thursday, time: 'morning' })).rejects.toMatchObject({
      field: 'time',
      message: 'Full-Day Adventure runs as a full day. Please choose that time.',
    });
  });

  test('a slot the package runs in, or no slot yet, is priced', async () => {
    const service = new QuoteService({ packages, referralCodes: codes([]), clock });
    await expect(service.quote({ ...thursday, package: 'Half-Day Adventure', time: 'afternoon' })).resolves.toMatchObject({
      packageId: 1,
      totalCents: 41_400,
    });
    await expect(service.quote({ ...thursday, time: 'full-day' })).resolves.toMatchObject({ packageId: 2, totalCents: 66_200 });
    await expect(service.quote({ ...thursday, package: 'Half-Day Adventure' })).resolves.toMatchObject({ packageId: 1 });
  });

  test('a party larger than the package takes is refused on the people field, naming the limit; the phone sale too', async () => {
    const quotes = new QuoteService({ packages, referralCodes: codes([]), clock });
    const twoAnglers = { ...thursday, package: 'Two-Angler Special', date: '2026-12-10' };
    await expect(quotes.quote({ ...twoAnglers, people: 2 })).resolves.toMatchObject({ people: 2 });
    const refused = quotes.quote({ ...twoAnglers, people: 3 });
    await expect(refused).rejects.toThrow(new QuoteRefusedError('people', 'Two-Angler Special takes at most 2 people per booking'));
    await expect(refused.catch((e: QuoteRefusedError) => e.field)).resolves.toBe('people');
    await expect(quotes.sale({ ...twoAnglers, time: 'full-day', people: 3 })).rejects.toThrow(
      'Two-Angler Special takes at most 2 people per booking',
    );
    await expect(quotes.quote({ ...thursday, date: '2026-12-10', people: 12 })).resolves.toMatchObject({ people: 12 });
  });
});
