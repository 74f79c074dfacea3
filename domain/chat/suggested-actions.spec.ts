import { describe, expect, test } from '@jest/globals';
import { bookingFormLink } from '../bookings/booking-link';
import { bookNowAction, callGuideAction, sendSmsAction, viewPackageDetailsAction, viewPackagesAction } from './suggested-actions';

describe('suggested actions', () => {
  test("book_now uses the booking form's preselection link", () => {
    expect(bookNowAction({ packageName: 'Full-Day Adventure', date: '2026-11-28', time: 'full-day' })).toEqual({
      type: 'book_now',
      label: 'Book Full-Day Adventure',
      href: '/?date=2026-11-28&package=Full-Day+Adventure&time=full-day#book',
      packageName: 'Full-Day Adventure',
      date: '2026-11-28',
      time: 'full-day',
    });
    expect(bookNowAction()).toEqual({ type: 'book_now', label: 'Book Now', href: '/#book' });
    expect(bookingFormLink({ ref: 'K7MQ2XTA' })).toBe('/?ref=K7MQ2XTA#book');
  });

  test('packages and a package', () => {
    expect(viewPackagesAction()).toEqual({ type: 'view_packages', label: 'View Packages', href: '/#packages' });
    expect(viewPackageDetailsAction('Trophy Hunter')).toEqual({
      type: 'view_package_details',
      label: 'See Trophy Hunter',
      href: '/#packages',
      packageName: 'Trophy Hunter',
    });
  });

  test("call_{first name} dials the guide's number; a number that cannot be dialled gives none", () => {
    expect(callGuideAction('Dale Kowalchuk', '(780) 555-0142')).toEqual({
      type: 'call_dale',
      label: 'Call Dale',
      href: 'tel:+17805550142',
    });
    expect(callGuideAction('Zoë Ann', '780-555-0142')?.type).toBe('call_zoe');
    expect(callGuideAction('Dale', '555')).toBeNull();
  });

  test('send_sms has no link: the widget asks for the number', () => {
    expect(sendSmsAction('Dale Kowalchuk')).toEqual({ type: 'send_sms', label: 'Text Dale my question' });
  });
});
