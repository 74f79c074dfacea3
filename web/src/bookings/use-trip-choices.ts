import { useEffect } from 'react';
import { runsInSentence } from '../../../domain/catalogue/package-rules';
import { TIME_SLOTS } from '../../../domain/availability/slot-windows';
import { isCalendarDate } from '../../../domain/shared/calendar';
import { useDayAvailability, usePackages } from './booking-api';
import { packageSlotsOf, slotOptionsFor, timeWithin, type BookingFormValues, type SlotOption } from './booking-form-state';

/**
 * What the trip fields offer: the packages, and the times the chosen package runs in on the
 * chosen date. A package no longer sold, or a time that cannot be had, leaves the form.
 */
export function useTripChoices(
  form: BookingFormValues,
  setForm: (change: (current: BookingFormValues) => BookingFormValues) => void,
  today: string,
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
  const day = useDayAvailability(dateChosen);
  const dayAvailability = dateChosen && day.isSuccess ? day.data?.find((d) => d.date === dateChosen) : undefined;
  const runsIn = packageSlotsOf(chosen);
  const slotOptions = slotOptionsFor(dateChosen && day.isSuccess ? (dayAvailability ?? { slots: [] }) : undefined, runsIn);
  // The time shown is already the one that fits (so the first render, on the server too, never
  // shows a time that cannot be had); the form's value follows it.
  const time = timeWithin(form.time, slotOptions);
  useEffect(() => {
    if (time !== form.time) setForm((current) => (current.time === form.time ? { ...current, time } : current));
  }, [time, form.time, setForm]);

  const packageNote = chosen && runsIn && runsIn.length < TIME_SLOTS.length ? runsInSentence(chosen.name, runsIn) : null;
  const dateNote = timeHintFor(dateChosen, day, slotOptions);
  return {
    packages,
    packageList,
    /** The packages call failed or gave nothing: the form says so and gives the phone number. */
    packagesMissing: packages.isError || (packages.isSuccess && packageList.length === 0),
    dateChosen,
    slotOptions,
    time,
    timeHint: packageNote ? `${packageNote} ${dateNote}` : dateNote,
  };
}

function timeHintFor(
  dateChosen: string | null,
  day: { isPending: boolean; isSuccess: boolean },
  slotOptions: readonly SlotOption[],
): string {
  return !dateChosen
    ? 'Choose a date to see which times are open.'
    : day.isPending
      ? 'Checking which times are open...'
      : day.isSuccess && slotOptions.every((o) => o.disabled)
        ? 'Nothing is open on this date. Please choose another date.'
        : day.isSuccess && slotOptions.some((o) => o.disabled)
          ? 'Times that are booked or not offered on this date cannot be chosen.'
          : day.isSuccess
            ? 'Every time is open on this date.'
            : 'Open times could not be checked; we confirm your time when you book.';
}
