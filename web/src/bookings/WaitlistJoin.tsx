import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { errorStatus } from '@browser-kit/api/api';
import { BusyLabel } from '@browser-kit/forms/form-field';
import { useHydrated } from '../layout/hydrated-mark';
import { safeLinkHref } from '@browser-kit/urls/safe-url';
import { telHref, useSiteInfo } from '@browser-kit/site/site-info';
import type { WaitlistJoined } from '../waitlist/waitlist-types';
import { AVAILABILITY_KEY } from './booking-api';
import type { BookingFormValues } from './booking-form-state';
import type { BookingFormState } from './use-booking-form';
import {
  joinWaitlist,
  queuePosition,
  waitlistConfirmation,
  waitlistErrorsFromServer,
  waitlistRefusal,
  waitlistRequestOf,
} from './waitlist-join';

export const WAITLIST_SUBMIT_ID = 'booking-waitlist-submit';
const NOTE_ID = 'booking-waitlist-note';

interface Refusal {
  readonly message: string;
  readonly withPhone: boolean;
}

type Choice = Pick<BookingFormValues, 'package' | 'date' | 'time'>;
const sameChoice = (a: Choice, b: Choice) => a.package === b.package && a.date === b.date && a.time === b.time;

/**
 * Joining a booked time's waitlist from the booking form (docs/product/booking.md): one click with the details
 * typed in the form. The form checks its fields first (the same rules as a booking); the server's
 * field messages go to the fields, any other refusal is said beside the button.
 */
export function useWaitlistJoin(state: Pick<BookingFormState, 'showServerErrors'>) {
  const queryClient = useQueryClient();
  const [joining, setJoining] = useState(false);
  const [joined, setJoined] = useState<WaitlistJoined | null>(null);
  const [refusal, setRefusal] = useState<(Refusal & { readonly choice: Choice }) | null>(null);

  const join = async (form: BookingFormValues) => {
    setJoining(true);
    setRefusal(null);
    try {
      setJoined(await joinWaitlist(waitlistRequestOf(form)));
    } catch (error) {
      const fields = waitlistErrorsFromServer(error);
      const named = Object.keys(fields).length > 0;
      if (named) state.showServerErrors(fields);
      setRefusal({ ...waitlistRefusal(error, named), choice: form });
      // 409: the time may have freed meanwhile ('This time is still available: book it now.'): the
      // form reads the day again and, if so, offers 'Book Now & Pay' for it (WaitlistTimeFreed).
      if (errorStatus(error) === 409) void queryClient.invalidateQueries({ queryKey: AVAILABILITY_KEY });
    } finally {
      setJoining(false);
    }
  };

  return {
    joining,
    join,
    /** The entry joined for this package, date and time, if any: a changed choice can join another. */
    joinedFor: (choice: Choice): WaitlistJoined | null => (joined && sameChoice(joined, choice) ? joined : null),
    /** Why the last join for this choice was refused; a changed choice starts afresh. */
    refusalFor: (choice: Choice): Refusal | null => (refusal && sameChoice(refusal.choice, choice) ? refusal : null),
    clearRefusal: () => setRefusal(null),
  };
}

/**
 * Above 'Book Now & Pay' when a join for this time was refused and the time turned out free: the
 * server's reason, so that the visitor sees why the form now books instead.
 */
export function WaitlistTimeFreed({ message }: { message: string }) {
  return (
    <p className="alert alert--warning booking-waitlist__refusal" role="status">
      {message}
    </p>
  );
}

/**
 * In place of 'Book Now & Pay' when the chosen time is booked: what the waitlist does, the
 * 'Join the waitlist' button (the form's submit), why a join was refused; once joined, the
 * confirmation with the link to the entry's own page, focused and announced.
 */
export function WaitlistJoin({
  timeLabel,
  joining,
  joined,
  refusal,
}: {
  timeLabel: string;
  joining: boolean;
  joined: WaitlistJoined | null;
  refusal: Refusal | null;
}) {
  const { phone } = useSiteInfo();
  // The booking form's own button waits for the page's scripts (BookingForm.tsx): so does this one,
  // should the server's page ever show it (a link naming a booked time), so that the browser never
  // sends the form itself with the visitor's name, email and phone in the address.
  const hydrated = useHydrated();
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (joined) box.current?.focus();
  }, [joined]);
  const link = joined ? safeLinkHref(joined.link) : null;

  return (
    <div className="booking-waitlist">
      <div role="status" aria-live="polite" className="booking-waitlist__region">
        {joined ? (
          <div className="booking-waitlist__joined" tabIndex={-1} ref={box}>
            <p className="booking-waitlist__title">{waitlistConfirmation(joined)}</p>
            {joined.position !== null && joined.position > 0 ? <p>{queuePosition(joined.position)}</p> : null}
            {link ? (
              <p>
                <a href={link}>See or leave your place on the waitlist</a>
              </p>
            ) : null}
          </div>
        ) : null}
      </div>
      {joined ? null : (
        <>
          <p id={NOTE_ID} className="booking-waitlist__note">
            <strong>{timeLabel} is booked on this date.</strong> Join the waitlist: if a place opens, we text and email you a link that
            holds it for you for a while, first come first served. Nothing is charged now.
          </p>
          {refusal ? (
            <p className="alert alert--danger booking-waitlist__refusal" role="alert">
              {refusal.message}
              {refusal.withPhone ? (
                <>
                  {' '}
                  <a href={telHref(phone)}>{phone}</a>.
                </>
              ) : null}
            </p>
          ) : null}
          <button
            id={WAITLIST_SUBMIT_ID}
            type="submit"
            className="btn btn--primary btn--lg btn--block booking-form__submit"
            disabled={joining || !hydrated}
            aria-describedby={NOTE_ID}
          >
            <BusyLabel busy={joining} busyText="Joining...">
              Join the waitlist
            </BusyLabel>
          </button>
        </>
      )}
    </div>
  );
}
