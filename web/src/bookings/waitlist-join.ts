import { isTimeSlot } from '../../../domain/availability/slot-windows';
import { apiRequest, errorStatus, serverMessage, validationErrorsOf } from '@browser-kit/api/api';
import { formatCalendarDate } from '@browser-kit/format/date-format';
import type { WaitlistJoined, WaitlistJoinRequest } from '../waitlist/waitlist-types';
import { bookingErrorsFromServer, type BookingErrors, type BookingFormValues } from './booking-form-state';

/*
 * 'Join the waitlist' on the booking form (docs/product/booking.md): a booked time's waitlist takes the details
 * already typed in the form. Small on purpose: it is part of the landing page's first download,
 * while the waitlist's own page (waitlist/) loads on demand.
 */

export const WAITLIST_JOIN_MESSAGES = {
  failed: 'We could not add you to the waitlist just now. Please try again, or call',
  fieldsRefused: 'Please check the details marked above.',
} as const;

/** `POST /api/waitlist`'s body from a form that passed `validate` with a time chosen. */
export function waitlistRequestOf(form: BookingFormValues): WaitlistJoinRequest {
  if (!isTimeSlot(form.time) || form.people === null) throw new RangeError('waitlistRequestOf needs a validated form');
  return {
    date: form.date,
    time: form.time,
    package: form.package,
    name: form.name.trim(),
    email: form.email.trim(),
    phone: form.phone.trim(),
    people: form.people,
  };
}

export async function joinWaitlist(body: WaitlistJoinRequest): Promise<WaitlistJoined> {
  const res = await apiRequest('POST', '/api/waitlist', body);
  return (await res.json()) as WaitlistJoined;
}

/** The server's field messages of a refused join (400), as the booking form's errors, as the checkout reads them. */
export function waitlistErrorsFromServer(error: unknown): BookingErrors {
  return bookingErrorsFromServer(validationErrorsOf(error));
}

/** What a refused join tells the visitor beside the button: the server's message (409 'already on the waitlist'), or a fallback. */
export function waitlistRefusal(error: unknown, fieldsNamed: boolean): { message: string; withPhone: boolean } {
  const message = serverMessage(error);
  if (errorStatus(error) === 400 && fieldsNamed) return { message: message ?? WAITLIST_JOIN_MESSAGES.fieldsRefused, withPhone: false };
  const status = errorStatus(error);
  if (message && status !== undefined && status < 500) return { message, withPhone: false };
  return { message: WAITLIST_JOIN_MESSAGES.failed, withPhone: true };
}

/** "You're on the waitlist for Half-Day Adventure on December 3, 2026, Morning (6:00-10:00 AM). ..." */
export function waitlistConfirmation(joined: Pick<WaitlistJoined, 'package' | 'date' | 'timeLabel'>): string {
  return `You're on the waitlist for ${joined.package} on ${formatCalendarDate(joined.date)}, ${joined.timeLabel}. We'll text and email you if a place opens.`;
}

/** 'You are first in line.' / 'You are number 3 in line.' */
export function queuePosition(position: number): string {
  return position === 1 ? 'You are first in line.' : `You are number ${position} in line.`;
}
