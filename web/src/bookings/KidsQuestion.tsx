import { FormField } from '@browser-kit/forms/form-field';
import { fieldId, kidsOptions, withKidsAnswer } from './booking-form-state';
import type { BookingFormState } from './use-booking-form';

/** 'Bringing children 12 and under?' and, once ticked, how many (docs/product/pricing.md: kids get 25% off beside an adult). */
export function KidsQuestion({ state }: { state: BookingFormState }) {
  const { form, errors, aria, set, update } = state;
  return (
    <div className="booking-form__kids booking-form__wide">
      <div className="booking-form__check">
        <input
          id="booking-hasKids"
          name="hasKids"
          type="checkbox"
          checked={form.hasKids}
          onChange={(e) => update(withKidsAnswer(form, e.target.checked))}
          aria-describedby="booking-hasKids-hint"
        />
        <label htmlFor="booking-hasKids">Bringing children 12 and under?</label>
      </div>
      <p id="booking-hasKids-hint" className="hint">
        Children 12 and under save 25% when at least one adult comes along.
      </p>
      {form.hasKids ? (
        <FormField id={fieldId('kidsCount')} label="Number of children (12 and under)" error={errors.kidsCount}>
          <select
            {...aria('kidsCount')}
            className="select"
            value={String(form.kidsCount)}
            onChange={(e) => set('kidsCount', Number(e.target.value))}
          >
            {kidsOptions(form.people).map((n) => (
              <option key={n} value={n}>
                {n}
              </option>
            ))}
          </select>
        </FormField>
      ) : null}
    </div>
  );
}
