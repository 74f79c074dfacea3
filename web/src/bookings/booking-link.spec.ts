import { describe, expect, test } from '@jest/globals';
import { bookingChoiceOf, bookingLink } from './booking-link';

describe('booking links', () => {
  test('carry the date, the package and the referral code to the form, and back', () => {
    expect(bookingLink()).toBe('/#book');
    expect(bookingLink({ date: '2026-12-03' })).toBe('/?date=2026-12-03#book');
    const link = bookingLink({ package: 'Full-Day Adventure', ref: 'AB 12' });
    expect(link).toBe('/?package=Full-Day+Adventure&ref=AB+12#book');
    expect(bookingChoiceOf(link.slice(1, link.indexOf('#')))).toEqual({ date: undefined, package: 'Full-Day Adventure', ref: 'AB 12' });
    expect(bookingChoiceOf('?date=%20&x=1')).toEqual({ date: undefined, package: undefined, ref: undefined });
  });

  test('carry a time slot with the package', () => {
    const link = bookingLink({ package: 'Half-Day Adventure', time: 'afternoon' });
    expect(link).toBe('/?package=Half-Day+Adventure&time=afternoon#book');
    expect(bookingChoiceOf(link.slice(1, link.indexOf('#')))).toMatchObject({ package: 'Half-Day Adventure', time: 'afternoon' });
  });
});
