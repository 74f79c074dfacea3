import { describe, expect, test } from '@jest/globals';
import { BOOKING_MESSAGES } from '../../../domain/bookings/booking-rules';
import { actionTarget, smsPhoneError } from './chat-actions';

describe("the chat's suggested actions", () => {
  test('book_now follows the booking form link inside the app', () => {
    const href = '/?date=2026-12-05&package=Half-Day+Adventure&time=morning#book';
    expect(actionTarget({ type: 'book_now', label: 'Book', href })).toEqual({ kind: 'route', to: href });
  });

  test('book_now without an address builds the booking link from its date, package and time', () => {
    expect(actionTarget({ type: 'book_now', label: 'Book', date: '2026-12-05', packageName: 'Trophy Hunter', time: 'full-day' })).toEqual({
      kind: 'route',
      to: '/?date=2026-12-05&package=Trophy+Hunter&time=full-day#book',
    });
  });

  test('view_packages and view_package_details lead to the packages; an anchor alone is on the landing page', () => {
    expect(actionTarget({ type: 'view_packages', label: 'Packages' })).toEqual({ kind: 'route', to: '/#packages' });
    expect(actionTarget({ type: 'view_package_details', label: 'Details', href: '#packages' })).toEqual({
      kind: 'route',
      to: '/#packages',
    });
    expect(actionTarget({ type: 'view_packages', label: 'Regulations', href: 'https://www.alberta.ca/fishing' })).toEqual({
      kind: 'external',
      href: 'https://www.alberta.ca/fishing',
    });
  });

  test('call_{name} is a tel: link and nothing else', () => {
    expect(actionTarget({ type: 'call_guide', label: 'Call Dale', href: 'tel:+17805550142' })).toEqual({
      kind: 'tel',
      href: 'tel:+17805550142',
    });
    expect(actionTarget({ type: 'call_guide', label: 'Call Dale', href: '/contact' })).toBeNull();
    expect(actionTarget({ type: 'call_guide', label: 'Call Dale' })).toBeNull();
  });

  test('send_sms opens the phone form', () => {
    expect(actionTarget({ type: 'send_sms', label: 'Text the guide' })).toEqual({ kind: 'sms' });
  });

  test('unsafe addresses are not followed', () => {
    for (const href of ['javascript:alert(1)', '//evil.example/x', 'data:text/html,x', 'mailto:x@example.com', ' java\tscript:x']) {
      expect(actionTarget({ type: 'book_now', label: 'Book', href })).toBeNull();
    }
  });

  test("the phone follows the booking form's rule and message", () => {
    expect(smsPhoneError('')).toBe(BOOKING_MESSAGES.phone);
    expect(smsPhoneError(' 780-555 ')).toBe(BOOKING_MESSAGES.phone);
    expect(smsPhoneError('(780) 555-0142')).toBeNull();
  });
});
