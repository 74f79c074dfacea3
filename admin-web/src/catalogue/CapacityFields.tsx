import { FieldError } from '@browser-kit/forms/form-field';
import { PACKAGE_SALES } from '../../../domain/catalogue/package-capacity';
import { EditorField } from '../shared/EditorField';
import { type CapacityField, type CapacityForm, SALE_LABELS } from './package-capacity-form';
import type { PackageForm } from './package-form';

/**
 * The package's largest party and how it is sold. The boat's seats are asked for only when the
 * package is sold per seat; the sale's radios carry `id` on the first, so a refused save moves
 * focus into the group.
 */
export function CapacityFields({
  form,
  errors,
  fieldId,
  set,
}: {
  form: CapacityForm;
  errors: Partial<Record<CapacityField, string>>;
  fieldId: (field: CapacityField) => string;
  set: <K extends keyof PackageForm>(field: K, value: PackageForm[K]) => void;
}) {
  const saleId = fieldId('sale');
  return (
    <div className="catalogue-form__grid">
      <EditorField
        id={fieldId('maxPeople')}
        label="Largest party"
        hint="People per booking, e.g. 2 for two anglers per guide"
        error={errors.maxPeople}
      >
        <input className="input" inputMode="numeric" value={form.maxPeople} onChange={(e) => set('maxPeople', e.target.value)} />
      </EditorField>
      <fieldset className="field package-slots" aria-describedby={errors.sale ? `${saleId}-error` : undefined}>
        <legend className="label">Sold as</legend>
        <div className="package-slots__options">
          {PACKAGE_SALES.map((sale, index) => (
            <label key={sale} className="package-slots__option">
              <input
                id={index === 0 ? saleId : `${saleId}-${sale}`}
                type="radio"
                name={saleId}
                value={sale}
                checked={form.sale === sale}
                aria-invalid={errors.sale ? true : undefined}
                onChange={() => set('sale', sale)}
              />
              {SALE_LABELS[sale]}
            </label>
          ))}
        </div>
        <FieldError id={saleId} error={errors.sale} />
      </fieldset>
      {form.sale === 'seats' ? (
        <EditorField
          id={fieldId('boatCapacity')}
          label="Seats per trip"
          hint="Parties share the boat until these are sold; at least the largest party"
          error={errors.boatCapacity}
        >
          <input className="input" inputMode="numeric" value={form.boatCapacity} onChange={(e) => set('boatCapacity', e.target.value)} />
        </EditorField>
      ) : null}
    </div>
  );
}
