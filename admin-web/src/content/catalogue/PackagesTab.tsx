import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type FormEvent } from 'react';
import { apiRequest } from '@shared-ui/api';
import { PACKAGE_LIMITS } from '../../../../domain/catalogue/package-rules';
import { CatalogueField, firstErrorField } from './CatalogueField';
import { DeleteConfirmDialog } from './DeleteConfirmDialog';
import { ListState } from './ListState';
import { fieldErrorsFrom, PACKAGES_KEY, useCatalogueWrite, type Package } from './catalogue-api';
import { PACKAGE_TOASTS } from './catalogue-messages';
import {
  checkPackageForm,
  EMPTY_PACKAGE_FORM,
  PACKAGE_FIELDS,
  packageFormOf,
  pricePerPerson,
  type PackageBody,
  type PackageErrors,
  type PackageForm,
} from './package-form';
import './catalogue.css';

type Editing = { mode: 'new' } | { mode: 'edit'; pkg: Package } | null;

/** Website Content › Packages (SPEC section 2): the add/edit form that toggles, and the package list. */
export function PackagesTab({ canChange }: { canChange: boolean }) {
  const packages = useQuery<Package[]>({ queryKey: PACKAGES_KEY });
  const [editing, setEditing] = useState<Editing>(null);
  const toggle = useRef<HTMLButtonElement>(null);

  const close = () => {
    setEditing(null);
    toggle.current?.focus();
  };

  return (
    <section className="admin-section catalogue" aria-labelledby="packages-title">
      <div className="admin-section__head">
        <div>
          <h2 id="packages-title">Packages</h2>
          <p className="admin-section__summary">Trips visitors can book, priced per person.</p>
        </div>
        {canChange ? (
          <button
            ref={toggle}
            id="packages-toggle"
            type="button"
            className={editing ? 'btn btn--outline btn--sm' : 'btn btn--primary btn--sm'}
            aria-expanded={editing !== null}
            aria-controls={editing ? 'package-form' : undefined}
            onClick={() => setEditing(editing ? null : { mode: 'new' })}
          >
            {editing ? 'Close Form' : 'Add Package'}
          </button>
        ) : null}
      </div>

      {canChange && editing ? (
        <PackageEditor key={editing.mode === 'edit' ? editing.pkg.id : 'new'} editing={editing} onDone={close} />
      ) : null}

      <ListState query={packages} what="packages" empty="No packages yet.">
        {(list) => (
          <ul className="catalogue-list">
            {list.map((pkg) => (
              <li key={pkg.id}>
                <PackageCard pkg={pkg} canChange={canChange} onEdit={() => setEditing({ mode: 'edit', pkg })} />
              </li>
            ))}
          </ul>
        )}
      </ListState>
    </section>
  );
}

function PackageCard({ pkg, canChange, onEdit }: { pkg: Package; canChange: boolean; onEdit: () => void }) {
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  const remove = useCatalogueWrite<void>({
    key: PACKAGES_KEY,
    write: async () => void (await apiRequest('DELETE', `/api/packages/${pkg.id}`)),
    success: PACKAGE_TOASTS.deleted,
    failure: PACKAGE_TOASTS.deleteFailed,
  });

  return (
    <article className="catalogue-card card" aria-labelledby={headingId}>
      <header className="catalogue-card__head">
        <h3 id={headingId} className="catalogue-card__title">
          {pkg.name}
        </h3>
        {pkg.featured ? <span className="badge badge--featured">Featured</span> : null}
      </header>
      <p className="catalogue-card__price">{pricePerPerson(pkg.price)}</p>
      <p className="catalogue-card__meta">Duration: {pkg.duration}</p>
      <p className="catalogue-card__text">{pkg.description}</p>
      {pkg.features.length > 0 ? (
        <ul className="catalogue-card__features" aria-label={`${pkg.name} features`}>
          {pkg.features.map((feature, index) => (
            <li key={index}>{feature}</li>
          ))}
        </ul>
      ) : null}
      {canChange ? (
        <div className="catalogue-card__actions">
          <button type="button" className="btn btn--outline btn--sm" onClick={onEdit} aria-label={`Edit ${pkg.name}`}>
            Edit
          </button>
          <button
            type="button"
            className="btn btn--outline-danger btn--sm"
            onClick={() => setConfirming(true)}
            disabled={remove.isPending}
            aria-label={`Delete ${pkg.name}`}
          >
            Delete
          </button>
        </div>
      ) : null}
      {confirming ? (
        <DeleteConfirmDialog
          title="Delete package?"
          question={`Are you sure you want to delete the package ${pkg.name}?`}
          busy={remove.isPending}
          returnFocusId="packages-toggle"
          onCancel={() => setConfirming(false)}
          // Closed either way: a refusal (409, upcoming bookings) is explained by the toast.
          onConfirm={() => remove.mutate(undefined, { onSettled: () => setConfirming(false) })}
        />
      ) : null}
    </article>
  );
}

function PackageEditor({ editing, onDone }: { editing: NonNullable<Editing>; onDone: () => void }) {
  const id = useId();
  const fieldId = (field: string) => `${id}-${field}`;
  const [form, setForm] = useState<PackageForm>(editing.mode === 'edit' ? packageFormOf(editing.pkg) : EMPTY_PACKAGE_FORM);
  const [errors, setErrors] = useState<PackageErrors>({});
  const target = editing.mode === 'edit' ? editing.pkg : null;
  const isNew = target === null;
  const save = useCatalogueWrite<PackageBody>({
    key: PACKAGES_KEY,
    write: (body) => (target ? apiRequest('PUT', `/api/packages/${target.id}`, body) : apiRequest('POST', '/api/packages', body)),
    success: isNew ? PACKAGE_TOASTS.created : PACKAGE_TOASTS.updated,
    failure: isNew ? PACKAGE_TOASTS.createFailed : PACKAGE_TOASTS.updateFailed,
  });

  const showErrors = (next: PackageErrors) => {
    setErrors(next);
    const first = firstErrorField(PACKAGE_FIELDS, next);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const checked = checkPackageForm(form);
    if (checked.errors) return showErrors(checked.errors);
    setErrors({});
    save.mutate(checked.body, { onSuccess: onDone, onError: (error) => showErrors(fieldErrorsFrom(error, PACKAGE_FIELDS)) });
  };

  const set = <K extends keyof PackageForm>(key: K, value: PackageForm[K]) => setForm((current) => ({ ...current, [key]: value }));
  const title = target ? `Edit ${target.name}` : 'Add Package';

  return (
    <form id="package-form" className="catalogue-form card" onSubmit={submit} noValidate aria-labelledby={`${id}-title`}>
      <h3 id={`${id}-title`} className="catalogue-form__title">
        {title}
      </h3>
      <div className="catalogue-form__grid">
        <CatalogueField id={fieldId('name')} label="Package name" error={errors.name}>
          <input className="input" value={form.name} maxLength={PACKAGE_LIMITS.nameMax} autoFocus onChange={(e) => set('name', e.target.value)} />
        </CatalogueField>
        <CatalogueField id={fieldId('price')} label="Price per person (CAD)" hint="Whole dollars, e.g. 399" error={errors.price}>
          <input className="input" inputMode="numeric" value={form.price} onChange={(e) => set('price', e.target.value)} />
        </CatalogueField>
        <CatalogueField id={fieldId('duration')} label="Duration" hint="For example: 4 hours" error={errors.duration}>
          <input className="input" value={form.duration} maxLength={PACKAGE_LIMITS.durationMax} onChange={(e) => set('duration', e.target.value)} />
        </CatalogueField>
      </div>
      <CatalogueField id={fieldId('description')} label="Description" error={errors.description}>
        <textarea
          className="textarea"
          rows={3}
          value={form.description}
          maxLength={PACKAGE_LIMITS.descriptionMax}
          onChange={(e) => set('description', e.target.value)}
        />
      </CatalogueField>
      <CatalogueField id={fieldId('features')} label="Features" hint="One per line; blank lines are dropped" error={errors.features}>
        <textarea className="textarea" rows={4} value={form.features} onChange={(e) => set('features', e.target.value)} />
      </CatalogueField>
      <div className="field catalogue-form__check">
        <input id={fieldId('featured')} type="checkbox" checked={form.featured} onChange={(e) => set('featured', e.target.checked)} />
        <label className="label" htmlFor={fieldId('featured')}>
          Featured (highlighted on the site)
        </label>
      </div>
      <div className="catalogue-form__actions">
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>
          {save.isPending ? 'Saving...' : isNew ? 'Create Package' : 'Update Package'}
        </button>
        <button type="button" className="btn btn--outline" onClick={onDone} disabled={save.isPending}>
          Cancel
        </button>
      </div>
    </form>
  );
}
