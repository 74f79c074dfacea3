import { FormField } from '@browser-kit/forms/form-field';
import { formatCadShort } from '@browser-kit/format/money-format';
import { telHref, useBookingHorizonDays, useSiteInfo } from '@browser-kit/site/site-info';
import { addDays } from '../../../domain/shared/calendar';
import { fieldId, showsKidsQuestion, withPartySize, type BookingFormValues } from './booking-form-state';
import { partyLimitOf, peopleOptionsFor } from './party-limit';
import { KidsQuestion } from './KidsQuestion';
import { partyLabel } from './price-format';
import type { BookingFormState } from './use-booking-form';
import type { useTripChoices } from './use-trip-choices';

/** 'Your trip': the package, the date, the time the package runs in on that date, the party. */
export function TripFields({
  state,
  choices,
  today,
}: {
  state: BookingFormState;
  choices: ReturnType<typeof useTripChoices>;
  today: string;
}) {
  const { phone } = useSiteInfo();
  const lastDate = addDays(today, useBookingHorizonDays());
  const { form, errors, aria, set, update } = state;
  const { packages, packageList, packagesMissing, slotOptions, time, timeHint, savingNote } = choices;

  return (
    <fieldset className="booking-form__group">
      <legend className="booking-form__legend">Your trip</legend>
      <div className="booking-form__grid">
        <FormField id={fieldId('package')} label="Package" required error={errors.package} className="booking-form__wide">
          <select
            {...aria('package', packagesMissing)}
            className="select"
            value={form.package}
            onChange={(e) => set('package', e.target.value)}
          >
            <option value="" disabled>
              {packages.isPending ? 'Loading packages...' : 'Select a package'}
            </option>
            {packageList.map((p) => (
              <option key={p.id} value={p.name}>
                {`${p.name} - ${formatCadShort(p.price * 100)} per person`}
              </option>
            ))}
          </select>
          {packagesMissing ? (
            <p id={`${fieldId('package')}-hint`} className="hint">
              Packages could not be loaded. Please try again later or call <a href={telHref(phone)}>{phone}</a>.
            </p>
          ) : null}
        </FormField>

        <FormField id={fieldId('date')} label="Date" required error={errors.date}>
          <input
            {...aria('date', true)}
            className="input"
            type="date"
            min={today}
            max={lastDate}
            value={form.date}
            onChange={(e) => set('date', e.target.value)}
          />
          <p id={`${fieldId('date')}-hint`} className="hint" aria-live="polite">
            {savingNote}
          </p>
        </FormField>

        <FormField id={fieldId('time')} label="Time" required error={errors.time}>
          <select
            {...aria('time', true)}
            className="select"
            value={time}
            onChange={(e) => set('time', e.target.value as BookingFormValues['time'])}
          >
            <option value="" disabled>
              Select a time
            </option>
            {slotOptions.map((o) => (
              <option key={o.slot} value={o.slot} disabled={o.disabled}>
                {o.label}
              </option>
            ))}
          </select>
          <p id={`${fieldId('time')}-hint`} className="hint" aria-live="polite">
            {timeHint}
          </p>
        </FormField>

        <FormField id={fieldId('people')} label="Number of people" required error={errors.people}>
          <select
            {...aria('people')}
            className="select"
            value={form.people === null ? '' : String(form.people)}
            onChange={(e) => update(withPartySize(form, e.target.value ? Number(e.target.value) : null))}
          >
            <option value="" disabled>
              Select number of people
            </option>
            {peopleOptionsFor(partyLimitOf(packageList, form.package), form.people).map((n) => (
              <option key={n} value={n}>
                {partyLabel(n, 0)}
              </option>
            ))}
          </select>
        </FormField>

        {showsKidsQuestion(form.people) ? <KidsQuestion state={state} /> : null}
      </div>
    </fieldset>
  );
}
