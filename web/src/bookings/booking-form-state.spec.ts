import { describe, expect, test } from '@jest/globals';
import { BOOKING_MESSAGES } from '../../../domain/bookings/booking-rules';
import {
  applyBookingChoice,
  bookingDataOf,
  bookingErrorsFromServer,
  EMPTY_BOOKING_FORM,
  firstInvalidField,
  kidsOptions,
  packageSlotsOf,
  PEOPLE_OPTIONS,
  quoteRequestOf,
  showsKidsQuestion,
  slotOptionsFor,
  timeWithin,
  validate,
  withKidsAnswer,
  withPartySize,
  type BookingFormValues,
} from './booking-form-state';
import { bookingChoiceOf } from './booking-link';

const TODAY = '2026-12-01';

const filled = (over: Partial<BookingFormValues> = {}): BookingFormValues => ({
  package: 'Half-Day Adventure',
  date: '2026-12-03',
  time: 'morning',
  name: 'Casey Visitor',
  email: 'casey@example.com',
  phone: '(780) 555-0123',
  people: 4,
  hasKids: true,
  kidsCount: 2,
  message: '',
  referralCode: '',
  giftCardCode: '',
  marketingConsent: false,
  ...over,
});

describe('validate (each field with its message)', () => {
  test('an empty form gets every required message, word for word, in field order', () => {
    const errors = validate(EMPTY_BOOKING_FORM, TODAY);
    expect(errors).toEqual({
      package: 'Please select a package',
      date: 'Please select a date',
      time: 'Please select a time',
      name: 'Name must be at least 2 characters',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid phone number',
      people: 'Please select the number of people',
    });
    expect(firstInvalidField(errors)).toBe('package');
  });

  test('a complete form passes; message and referral code are optional', () => {
    expect(validate(filled(), TODAY)).toEqual({});
    expect(validate(filled({ message: 'Bringing our own rods', referralCode: 'FRIEND-42' }), TODAY)).toEqual({});
  });

  test('name needs 2 characters after trimming', () => {
    expect(validate(filled({ name: ' A ' }), TODAY)).toEqual({ name: BOOKING_MESSAGES.name });
    expect(validate(filled({ name: 'Al' }), TODAY)).toEqual({});
  });

  test('email must look like an address', () => {
    for (const email of ['casey', 'casey@', 'casey@example', 'ca sey@example.com', '@example.com']) {
      expect(validate(filled({ email }), TODAY)).toEqual({ email: BOOKING_MESSAGES.email });
    }
    expect(validate(filled({ email: '  casey.v+trip@mail.example.ca ' }), TODAY)).toEqual({});
  });

  test('phone needs at least 10 characters', () => {
    expect(validate(filled({ phone: '555-0123' }), TODAY)).toEqual({ phone: BOOKING_MESSAGES.phone });
    expect(validate(filled({ phone: '7805550123' }), TODAY)).toEqual({});
  });

  test('the date must be a real date, today or later on the lake; a past one is said to have passed', () => {
    expect(validate(filled({ date: '2026-11-30' }), TODAY)).toEqual({ date: BOOKING_MESSAGES.pastDate });
    expect(validate(filled({ date: '' }), TODAY)).toEqual({ date: BOOKING_MESSAGES.date });
    expect(validate(filled({ date: '2026-02-30' }), TODAY)).toEqual({ date: BOOKING_MESSAGES.date });
    expect(validate(filled({ date: TODAY }), TODAY)).toEqual({});
  });

  test('the time must be one of the three slots', () => {
    expect(validate(filled({ time: '' }), TODAY)).toEqual({ time: BOOKING_MESSAGES.time });
  });

  test('the first invalid field follows the form order, not the order of discovery', () => {
    expect(firstInvalidField(validate(filled({ phone: '1', name: '' }), TODAY))).toBe('name');
    expect(firstInvalidField(validate(filled({ people: null, email: 'x' }), TODAY))).toBe('email');
    expect(firstInvalidField({})).toBeUndefined();
  });
});

describe('party size and kids (1 to 12 people, kids below the party size)', () => {
  test('people run from 1 to 12', () => {
    expect(PEOPLE_OPTIONS).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  });

  test('kids options run from 1 to the smaller of people - 1 and 10', () => {
    expect(kidsOptions(null)).toEqual([]);
    expect(kidsOptions(1)).toEqual([]);
    expect(kidsOptions(2)).toEqual([1]);
    expect(kidsOptions(5)).toEqual([1, 2, 3, 4]);
    expect(kidsOptions(12)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
  });

  test('the kids question shows only for a party of more than one', () => {
    expect(showsKidsQuestion(null)).toBe(false);
    expect(showsKidsQuestion(1)).toBe(false);
    expect(showsKidsQuestion(2)).toBe(true);
  });

  test('a smaller party that the kids count would reach resets kids to 0 and unticks the box', () => {
    const form = filled({ people: 4, hasKids: true, kidsCount: 3 });
    expect(withPartySize(form, 3)).toMatchObject({ people: 3, hasKids: false, kidsCount: 0 });
    expect(withPartySize(form, 2)).toMatchObject({ people: 2, hasKids: false, kidsCount: 0 });
    expect(withPartySize(form, 1)).toMatchObject({ people: 1, hasKids: false, kidsCount: 0 });
  });

  test('a party size that still has an adult keeps the kids', () => {
    const form = filled({ people: 4, hasKids: true, kidsCount: 2 });
    expect(withPartySize(form, 3)).toMatchObject({ people: 3, hasKids: true, kidsCount: 2 });
    expect(withPartySize(form, 12)).toMatchObject({ people: 12, hasKids: true, kidsCount: 2 });
    expect(form.people).toBe(4); // not mutated
  });

  test('ticking the box starts at one child; unticking clears the count', () => {
    const none = filled({ people: 3, hasKids: false, kidsCount: 0 });
    expect(withKidsAnswer(none, true)).toMatchObject({ hasKids: true, kidsCount: 1 });
    expect(withKidsAnswer(filled({ people: 3, kidsCount: 2 }), false)).toMatchObject({ hasKids: false, kidsCount: 0 });
    expect(withKidsAnswer(filled({ people: 1, hasKids: false, kidsCount: 0 }), true)).toMatchObject({ hasKids: false, kidsCount: 0 });
  });

  test('an unticked box counts no children, whatever the select last held', () => {
    expect(quoteRequestOf(filled({ hasKids: false, kidsCount: 2 }), TODAY)?.kidsCount).toBe(0);
    expect(bookingDataOf(filled({ hasKids: false, kidsCount: 2 }))).toMatchObject({ hasKids: false, kidsCount: 0 });
  });
});

describe('preselection from the URL', () => {
  test("'Book This Date', 'Book {package name}' and ?ref= fill their fields", () => {
    const choice = bookingChoiceOf('?date=2026-12-05&package=Full-Day+Adventure&ref=FRIEND-42');
    expect(applyBookingChoice(EMPTY_BOOKING_FORM, choice, TODAY)).toEqual({
      ...EMPTY_BOOKING_FORM,
      date: '2026-12-05',
      package: 'Full-Day Adventure',
      referralCode: 'FRIEND-42',
    });
  });

  test('only what the link carries changes; the rest of the form is kept', () => {
    const form = filled();
    expect(applyBookingChoice(form, bookingChoiceOf('?date=2026-12-10'), TODAY)).toEqual({ ...form, date: '2026-12-10' });
    expect(applyBookingChoice(form, bookingChoiceOf(''), TODAY)).toEqual(form);
  });

  test('a link may name the time slot too; anything but a slot is ignored', () => {
    expect(applyBookingChoice(EMPTY_BOOKING_FORM, bookingChoiceOf('?package=Half-Day+Adventure&time=afternoon'), TODAY)).toEqual({
      ...EMPTY_BOOKING_FORM,
      package: 'Half-Day Adventure',
      time: 'afternoon',
    });
    expect(applyBookingChoice(filled(), bookingChoiceOf('?time=evening'), TODAY).time).toBe('morning');
  });

  test('a past or impossible date in a link is ignored', () => {
    expect(applyBookingChoice(EMPTY_BOOKING_FORM, bookingChoiceOf('?date=2026-11-30'), TODAY).date).toBe('');
    expect(applyBookingChoice(EMPTY_BOOKING_FORM, bookingChoiceOf('?date=2026-13-01'), TODAY).date).toBe('');
  });
});

describe('time options for a date', () => {
  test('a slot the chosen package cannot have that day (out of season, closed) is not offered, whatever its general status', () => {
    const day = {
      slots: [
        { timeSlot: 'morning' as const, status: 'available' as const, label: 'Morning (6:00-10:00 AM)', override: null, bookable: false },
        { timeSlot: 'afternoon' as const, status: 'available' as const, label: 'Afternoon (1:00-5:00 PM)', override: null, bookable: true },
      ],
    };
    expect(slotOptionsFor(day, ['morning', 'afternoon']).map((o) => [o.slot, o.label, o.disabled])).toEqual([
      ['morning', 'Morning (6:00-10:00 AM) - not offered', true],
      ['afternoon', 'Afternoon (1:00-5:00 PM)', false],
    ]);
  });

  test('without the date’s availability every slot is open', () => {
    expect(slotOptionsFor(undefined).map((o) => [o.slot, o.label, o.disabled])).toEqual([
      ['morning', 'Morning (6:00-10:00 AM)', false],
      ['afternoon', 'Afternoon (1:00-5:00 PM)', false],
      ['full-day', 'Full Day (6:00 AM-2:00 PM)', false],
    ]);
  });

  test('slots not listed or booked are disabled and say why; limited ones stay open', () => {
    const day = {
      slots: [
        { timeSlot: 'morning' as const, status: 'booked' as const, label: 'Morning (6:00-10:00 AM)', override: null },
        { timeSlot: 'afternoon' as const, status: 'limited' as const, label: 'Afternoon (1:00-5:00 PM)', override: 'limited' as const },
      ],
    };
    expect(slotOptionsFor(day).map((o) => [o.slot, o.label, o.disabled])).toEqual([
      ['morning', 'Morning (6:00-10:00 AM) - booked', true],
      ['afternoon', 'Afternoon (1:00-5:00 PM)', false],
      ['full-day', 'Full Day (6:00 AM-2:00 PM) - not offered', true],
    ]);
  });
});

describe('time options for the chosen package', () => {
  const day = {
    slots: [
      { timeSlot: 'morning' as const, status: 'booked' as const, label: 'Morning (6:00-10:00 AM)', override: null },
      { timeSlot: 'afternoon' as const, status: 'available' as const, label: 'Afternoon (1:00-5:00 PM)', override: null },
      { timeSlot: 'full-day' as const, status: 'available' as const, label: 'Full Day (6:00 AM-2:00 PM)', override: null },
    ],
  };

  test('only the slots the package runs in are offered, in slot order, still disabled when the date has them booked', () => {
    expect(slotOptionsFor(undefined, ['afternoon', 'morning']).map((o) => [o.slot, o.disabled])).toEqual([
      ['morning', false],
      ['afternoon', false],
    ]);
    expect(slotOptionsFor(day, ['morning', 'afternoon']).map((o) => [o.slot, o.label, o.disabled])).toEqual([
      ['morning', 'Morning (6:00-10:00 AM) - booked', true],
      ['afternoon', 'Afternoon (1:00-5:00 PM)', false],
    ]);
    expect(slotOptionsFor(day, ['full-day']).map((o) => o.slot)).toEqual(['full-day']);
  });

  test('a package without a usable list of slots runs in any', () => {
    expect(packageSlotsOf(undefined)).toBeNull();
    expect(packageSlotsOf({})).toBeNull();
    expect(packageSlotsOf({ timeSlots: [] })).toBeNull();
    expect(packageSlotsOf({ timeSlots: ['morning', 'evening'] })).toBeNull();
    expect(packageSlotsOf({ timeSlots: ['full-day'] })).toEqual(['full-day']);
  });

  test('a chosen time stays while it can be had', () => {
    expect(timeWithin('afternoon', slotOptionsFor(day, ['morning', 'afternoon']))).toBe('afternoon');
    expect(timeWithin('', slotOptionsFor(day, ['full-day']))).toBe('');
  });

  test('a time the new package does not run in becomes its only slot when that is open, else it is cleared', () => {
    expect(timeWithin('morning', slotOptionsFor(undefined, ['full-day']))).toBe('full-day');
    expect(timeWithin('afternoon', slotOptionsFor(day, ['full-day']))).toBe('full-day');
    expect(timeWithin('full-day', slotOptionsFor(day, ['morning', 'afternoon']))).toBe('');
    const fullDayBooked = { slots: [{ ...day.slots[2]!, status: 'booked' as const }] };
    expect(timeWithin('morning', slotOptionsFor(fullDayBooked, ['full-day']))).toBe('');
  });

  test('a time the date has booked is cleared, as before packages named their slots', () => {
    expect(timeWithin('morning', slotOptionsFor(day))).toBe('');
    expect(timeWithin('morning', slotOptionsFor(day, ['morning', 'afternoon']))).toBe('');
  });
});

describe('what the form sends', () => {
  test('the quote waits for package, a valid date and a valid party; the code is trimmed, blank left out', () => {
    expect(quoteRequestOf(filled({ package: '' }), TODAY)).toBeNull();
    expect(quoteRequestOf(filled({ date: '2026-11-30' }), TODAY)).toBeNull();
    expect(quoteRequestOf(filled({ people: null }), TODAY)).toBeNull();
    // The time and name do not change the price.
    expect(quoteRequestOf(filled({ time: '', name: '', email: '', phone: '(780' }), TODAY)).toEqual({
      package: 'Half-Day Adventure',
      date: '2026-12-03',
      people: 4,
      kidsCount: 2,
    });
    expect(quoteRequestOf(filled({ referralCode: '  FRIEND-42 ' }), TODAY)?.referralCode).toBe('FRIEND-42');
  });

  test('the quote never carries the phone or email: the live price is the same for everyone', () => {
    const request = quoteRequestOf(filled({ phone: ' (780) 555-0123 ', email: ' casey@example.com ' }), TODAY);
    expect(request).not.toHaveProperty('phone');
    expect(request).not.toHaveProperty('email');
  });

  test('bookingData: trimmed, optional fields only when given, referredBy from the link', () => {
    expect(bookingDataOf(filled({ name: ' Casey Visitor ', message: '   ' }))).toEqual({
      package: 'Half-Day Adventure',
      date: '2026-12-03',
      time: 'morning',
      name: 'Casey Visitor',
      email: 'casey@example.com',
      phone: '(780) 555-0123',
      people: 4,
      hasKids: true,
      kidsCount: 2,
    });
    expect(bookingDataOf(filled({ message: ' Lunch? ', referralCode: 'FRIEND-42' }), 'FRIEND-42')).toMatchObject({
      message: 'Lunch?',
      referredBy: 'FRIEND-42',
      referralCode: 'FRIEND-42',
    });
    expect(() => bookingDataOf(filled({ time: '' }))).toThrow(RangeError);
  });

  test('the marketing consent: off on an empty form, sent only when the visitor ticked it', () => {
    expect(EMPTY_BOOKING_FORM.marketingConsent).toBe(false);
    expect(bookingDataOf(filled())).not.toHaveProperty('marketingConsent');
    expect(bookingDataOf(filled({ marketingConsent: true }))).toMatchObject({ marketingConsent: true });
  });

  test("the server's field errors ('bookingData.name') map back to the form's fields", () => {
    expect(
      bookingErrorsFromServer({
        'bookingData.name': BOOKING_MESSAGES.name,
        'bookingData.kidsCount': BOOKING_MESSAGES.kidsCount,
        date: BOOKING_MESSAGES.date,
        bookingData: 'The booking details are missing',
        'bookingData.unknown': 'x',
      }),
    ).toEqual({ name: BOOKING_MESSAGES.name, kidsCount: BOOKING_MESSAGES.kidsCount, date: BOOKING_MESSAGES.date });
    expect(bookingErrorsFromServer(undefined)).toEqual({});
    expect(bookingErrorsFromServer('nope')).toEqual({});
  });
});
