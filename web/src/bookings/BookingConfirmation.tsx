import { useId, useState } from 'react';
import { SLOT_WINDOWS } from '../../../domain/availability/slot-windows';
import { formatCalendarDate } from '@browser-kit/format/date-format';
import { useSiteInfo } from '@browser-kit/site/site-info';
import { toast } from '@browser-kit/toast/toast-store';
import type { ConfirmedBooking } from './booking-api';
import { downloadIcs, googleCalendarLink, icsCalendar, icsFileName, tripEvent } from './calendar-event';
import { REFERRAL_CREDIT_CENTS } from '../../../domain/bookings/pricing';
import { formatCad, formatCadShort } from '@browser-kit/format/money-format';
import { partyLabel } from './price-format';
import { BOOKING_REFERENCE_LABEL } from '../../../domain/bookings/booking-reference-rules';

/**
 * What a confirmed booking shows: the summary, the promise
 * of a call within 24 hours and an SMS reminder 24 hours before the trip, and 'Add to Calendar'.
 * Shared by the confirmation dialog and the /booking-success page; the caller gives the heading.
 */
export function BookingConfirmation({ booking }: { booking: ConfirmedBooking }) {
  const business = useSiteInfo();
  const [calendarOpen, setCalendarOpen] = useState(false);
  const menuId = useId();
  const event = tripEvent(booking, business);

  const added = (description: string) => toast({ title: 'Calendar Event Created', description });

  return (
    <div className="confirmation">
      <dl className="confirmation__summary">
        {booking.reference ? (
          <div>
            <dt>{BOOKING_REFERENCE_LABEL}</dt>
            <dd className="confirmation__reference">{booking.reference}</dd>
          </div>
        ) : null}
        <div>
          <dt>Package</dt>
          <dd>{booking.package}</dd>
        </div>
        <div>
          <dt>Date</dt>
          <dd>{formatCalendarDate(booking.date)}</dd>
        </div>
        <div>
          <dt>Time</dt>
          <dd>{SLOT_WINDOWS[booking.time].label}</dd>
        </div>
        <div>
          <dt>Party</dt>
          <dd>{partyLabel(booking.people, booking.kidsCount)}</dd>
        </div>
        {booking.amountCents !== null ? (
          <div>
            <dt>Paid</dt>
            <dd>{formatCad(booking.amountCents)}</dd>
          </div>
        ) : null}
      </dl>

      <ul className="confirmation__next">
        <li>Your guide will contact you within 24 hours to confirm the details and the meeting point.</li>
        <li>You will receive an SMS reminder 24 hours before your trip.</li>
        <li>Bring your Alberta fishing licence (required from age 16).</li>
      </ul>

      {booking.referralCode ? <ReferralCodeNote code={booking.referralCode} /> : null}

      <div className="confirmation__calendar">
        <button
          type="button"
          className="btn btn--outline"
          aria-expanded={calendarOpen}
          aria-controls={menuId}
          onClick={() => setCalendarOpen((open) => !open)}
        >
          Add to Calendar
        </button>
        {calendarOpen ? (
          <ul id={menuId} className="confirmation__calendar-options">
            <li>
              <a
                className="btn btn--sm btn--primary"
                href={googleCalendarLink(event)}
                target="_blank"
                rel="noopener noreferrer"
                onClick={() => added('Google Calendar opens with your trip filled in; save it there.')}
              >
                Google Calendar<span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
            <li>
              <button
                type="button"
                className="btn btn--sm btn--primary"
                onClick={() => {
                  downloadIcs(icsCalendar(event, new Date(), business.name), icsFileName(booking));
                  added('The event file has downloaded; open it to add the trip to Apple, Outlook or another calendar.');
                }}
              >
                Download .ics file
              </button>
            </li>
          </ul>
        ) : null}
      </div>
    </div>
  );
}

/** The booking's own referral code (docs/product/referrals.md), and the page to share it from. */
function ReferralCodeNote({ code }: { code: string }) {
  const credit = formatCadShort(REFERRAL_CREDIT_CENTS);
  return (
    <div className="confirmation__referral">
      <p>
        Your referral code: <strong className="confirmation__referral-code">{code}</strong>
      </p>
      <p>
        Friends get {credit} off their first trip with it, and you get a {credit} credit when they go.
      </p>
      <a className="btn btn--sm btn--primary" href={`/share?ref=${encodeURIComponent(code)}`}>
        Share your code
      </a>
    </div>
  );
}
