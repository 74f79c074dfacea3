import { FieldError } from '@browser-kit/forms/form-field';
import { inSlotOrder } from '../../../domain/availability/slot-windows';
import { TIME_SLOTS, type TimeSlot } from '../../../domain/bookings/booking-rules';
import { PACKAGE_SLOT_LABELS } from '../../../domain/catalogue/package-rules';

/**
 * The slots a package runs in, one checkbox each. The first box carries `id`, so a refused save
 * moves focus into the group; its hint and error are read with the group's legend.
 */
export function TimeSlotChoice({
  id,
  value,
  error,
  onChange,
}: {
  id: string;
  value: readonly TimeSlot[];
  error?: string;
  onChange: (timeSlots: TimeSlot[]) => void;
}) {
  const toggle = (slot: TimeSlot, on: boolean) => onChange(inSlotOrder(on ? [...value, slot] : value.filter((s) => s !== slot)));
  return (
    <fieldset className="field package-slots" aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}>
      <legend className="label">Runs in</legend>
      <div className="package-slots__options">
        {TIME_SLOTS.map((slot, index) => (
          <label key={slot} className="package-slots__option">
            <input
              id={index === 0 ? id : `${id}-${slot}`}
              type="checkbox"
              checked={value.includes(slot)}
              aria-invalid={error ? true : undefined}
              onChange={(e) => toggle(slot, e.target.checked)}
            />
            {PACKAGE_SLOT_LABELS[slot]}
          </label>
        ))}
      </div>
      <p id={`${id}-hint`} className="hint">
        The times visitors can book it
      </p>
      <FieldError id={id} error={error} />
    </fieldset>
  );
}
