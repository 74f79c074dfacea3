import { useEffect } from 'react';
import { runsInSentence } from '../../../domain/catalogue/package-rules';
import { TIME_SLOTS } from '../../../domain/availability/slot-windows';
import { isCalendarDate } from '../../../domain/shared/calendar';
import { useDayAvailability, usePackages, useWeekTemplate } from './booking-api';
import { weekdaySavingNote } from './weekday-saving';
import type { LakeNow } from '../../../domain/availability/day-availability';
import type { TimeSlot } from '../../../domain/bookings/booking-rules';
import { packageSlotsOf, slotOptionsFor, timeWithin, type BookingFormValues, type SlotOption } from './booking-form-state';

/** What the booking form knows for the waitlist: the lake's clock, and a place held for the visitor by an offer. */
export interface WaitlistContext {
  readonly now: LakeNow;
  readonly heldFor: { readonly date: string; readonly time: TimeSlot } | null;
}

/**
 * What the trip fields offer: the packages, and the times the chosen package runs in on the
 * chosen date. A package no longer sold, or a time that cannot be had, leaves the form. With
 * `waitlist`, a time booked by someone else can be chosen to join its waitlist.
 */
export function useTripChoices(
  form: BookingFormValues,
  setForm: (change: (current: BookingFormValues) => BookingFormValues) => void,
  today: string,
  waitlist?: WaitlistContext,
) {
  const packages = usePackages();
  const packageList = Array.isArray(packages.data) ? packages.data : [];
  const chosen = packageList.find((p) => p.name === form.package);
  const unknownPackage = packages.isSuccess && form.package !== '' && !chosen;
  // A package named in a link but no longer sold is dropped rather than shown as chosen.
  useEffect(() => {
    if (unknownPackage) setForm((current) => ({ ...current, package: '' }));
  }, [unknownPackage, setForm]);

  const dateChosen = isCalendarDate(form.date) && form.date >= today ? form.date : null;
  const day = useDayAvailability(dateChosen, chosen?.name);
  const dayAvailability = dateChosen && day.isSuccess ? day.data?.find((d) => d.date === dateChosen) : undefined;
  const runsIn = packageSlotsOf(chosen);
  const slotOptions = slotOptionsFor(
    dateChosen && day.isSuccess ? (dayAvailability ?? { slots: [] }) : undefined,
    runsIn,
    waitlist && dateChosen
      ? { date: dateChosen, now: waitlist.now, heldFor: waitlist.heldFor?.date === dateChosen ? waitlist.heldFor.time : null }
      : undefined,
  );
  // The time shown is already the one that fits (so the first render, on the server too, never
  // shows a time that cannot be had); the form's value follows it.
  const time = timeWithin(form.time, slotOptions);
  useEffect(() => {
    if (time !== form.time) setForm((current) => (current.time === form.time ? { ...current, time } : current));
  }, [time, form.time, setForm]);

  const week = useWeekTemplate(runsIn !== null && dateChosen === null);
  const savingNote = weekdaySavingNote({
    date: dateChosen,
    runsIn,
    // Known once the date's slots are: any the package runs in that can be had (or waited for).
    runsThatDay: dateChosen && day.isSuccess ? slotOptions.some((o) => !o.disabled) : null,
    template: week.data,
  });

  const packageNote = chosen && runsIn && runsIn.length < TIME_SLOTS.length ? runsInSentence(chosen.name, runsIn) : null;
  const waitlistOption = slotOptions.find((o) => o.slot === time && o.waitlist);
  const dateNote = timeHintFor(dateChosen, day, slotOptions, waitlistOption !== undefined);
  return {
    packages,
    packageList,
    /** The packages call failed or gave nothing: the form says so and gives the phone number. */
    packagesMissing: packages.isError || (packages.isSuccess && packageList.length === 0),
    dateChosen,
    slotOptions,
    time,
    /** The chosen time is booked and has a waitlist: the form offers 'Join the waitlist' instead of payment. */
    waitlistOption,
    timeHint: packageNote ? `${packageNote} ${dateNote}` : dateNote,
    /** The weekday saving where it can apply to this package and date, else null. */
    savingNote,
  };
}

function timeHintFor(
  dateChosen: string | null,
  day: { isPending: boolean; isSuccess: boolean },
  slotOptions: readonly SlotOption[],
  waitlistChosen: boolean,
): string {
  const open = (o: SlotOption) => !o.disabled && !o.waitlist;
  return !dateChosen
    ? 'Choose a date to see which times are open.'
    : day.isPending
      ? 'Checking which times are open...'
      : !day.isSuccess
        ? 'Open times could not be checked; we confirm your time when you book.'
        : waitlistChosen
          ? 'This time is booked: you can join its waitlist.'
          : slotOptions.every((o) => o.disabled)
            ? 'Nothing is open on this date. Please choose another date.'
            : !slotOptions.some(open)
              ? 'Every time is booked on this date: choose one to join its waitlist, or choose another date.'
              : slotOptions.some((o) => o.waitlist)
                ? 'Booked times can be chosen to join their waitlist.'
                : slotOptions.some((o) => o.disabled)
                  ? 'Times that are booked or not offered on this date cannot be chosen.'
                  : 'Every time is open on this date.';
}
