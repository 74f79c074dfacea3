import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import { PACKAGE_LIMITS } from '../../../domain/catalogue/package-rules';
import { CardActions } from '../shared/CardActions';
import { EditableListTab, type Editing } from '../shared/EditableListTab';
import { EditorField } from '../shared/EditorField';
import { EditorForm } from '../shared/EditorForm';
import { useDeleteConfirm } from '../shared/use-delete-confirm';
import { useItemEditor } from '../shared/use-item-editor';
import { PACKAGES_KEY, type Package } from './package-api';
import {
  checkPackageForm,
  EMPTY_PACKAGE_FORM,
  PACKAGE_FIELDS,
  packageFormOf,
  pricePerPerson,
  seasonNames,
  slotNames,
} from './package-form';
import { SeasonChoice } from './SeasonChoice';
import { PACKAGE_TOASTS } from './package-messages';
import { TimeSlotChoice } from './TimeSlotChoice';
import { CapacityFields } from './CapacityFields';
import { capacitySummary } from './package-capacity-form';
import './packages.css';

/** Website Content › Packages: the add/edit form that toggles, and the package list. */
export function PackagesTab({ canChange }: { canChange: boolean }) {
  const packages = useQuery<Package[]>({ queryKey: PACKAGES_KEY });
  return (
    <EditableListTab
      name="packages"
      title="Packages"
      summary="Trips visitors can book, priced per person."
      addLabel="Add Package"
      formId="package-form"
      canChange={canChange}
      query={packages}
      what="packages"
      empty="No packages yet."
      listClassName="catalogue-list"
      renderEditor={(editing, onDone) => <PackageEditor editing={editing} onDone={onDone} />}
      renderItem={(pkg, onEdit) => <PackageCard pkg={pkg} canChange={canChange} onEdit={onEdit} />}
    />
  );
}

function PackageCard({ pkg, canChange, onEdit }: { pkg: Package; canChange: boolean; onEdit: () => void }) {
  const headingId = useId();
  const remove = useDeleteConfirm({
    key: PACKAGES_KEY,
    url: `/api/packages/${pkg.id}`,
    toasts: PACKAGE_TOASTS,
    title: 'Delete package?',
    question: `Are you sure you want to delete the package ${pkg.name}?`,
    returnFocusId: 'packages-toggle',
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
      <p className="catalogue-card__meta">Runs in: {slotNames(pkg.timeSlots)}</p>
      <p className="catalogue-card__meta">{capacitySummary(pkg)}</p>
      <p className="catalogue-card__meta">Season: {seasonNames(pkg.season ?? [])}</p>
      <p className="catalogue-card__text">{pkg.description}</p>
      {pkg.features.length > 0 ? (
        <ul className="catalogue-card__features" aria-label={`${pkg.name} features`}>
          {pkg.features.map((feature, index) => (
            <li key={index}>{feature}</li>
          ))}
        </ul>
      ) : null}
      {canChange ? <CardActions name={pkg.name} busy={remove.busy} onEdit={onEdit} onDelete={remove.ask} /> : null}
      {remove.dialog}
    </article>
  );
}

function PackageEditor({ editing, onDone }: { editing: NonNullable<Editing<Package>>; onDone: () => void }) {
  const { titleId, fieldId, target, form, set, errors, save, submit } = useItemEditor({
    editing,
    onDone,
    formOf: packageFormOf,
    empty: EMPTY_PACKAGE_FORM,
    fields: PACKAGE_FIELDS,
    check: checkPackageForm,
    key: PACKAGES_KEY,
    url: '/api/packages',
    toasts: PACKAGE_TOASTS,
  });

  return (
    <EditorForm
      id="package-form"
      titleId={titleId}
      title={target ? `Edit ${target.name}` : 'Add Package'}
      busy={save.isPending}
      submitLabel={target ? 'Update Package' : 'Create Package'}
      onSubmit={submit}
      onCancel={onDone}
    >
      <div className="catalogue-form__grid">
        <EditorField id={fieldId('name')} label="Package name" error={errors.name}>
          <input
            className="input"
            value={form.name}
            maxLength={PACKAGE_LIMITS.nameMax}
            autoFocus
            onChange={(e) => set('name', e.target.value)}
          />
        </EditorField>
        <EditorField id={fieldId('price')} label="Price per person (CAD)" hint="Whole dollars, e.g. 399" error={errors.price}>
          <input className="input" inputMode="numeric" value={form.price} onChange={(e) => set('price', e.target.value)} />
        </EditorField>
        <EditorField id={fieldId('duration')} label="Duration" hint="For example: 4 hours" error={errors.duration}>
          <input
            className="input"
            value={form.duration}
            maxLength={PACKAGE_LIMITS.durationMax}
            onChange={(e) => set('duration', e.target.value)}
          />
        </EditorField>
      </div>
      <EditorField id={fieldId('description')} label="Description" error={errors.description}>
        <textarea
          className="textarea"
          rows={3}
          value={form.description}
          maxLength={PACKAGE_LIMITS.descriptionMax}
          onChange={(e) => set('description', e.target.value)}
        />
      </EditorField>
      <EditorField id={fieldId('features')} label="Features" hint="One per line; blank lines are dropped" error={errors.features}>
        <textarea className="textarea" rows={4} value={form.features} onChange={(e) => set('features', e.target.value)} />
      </EditorField>
      <TimeSlotChoice
        id={fieldId('timeSlots')}
        value={form.timeSlots}
        error={errors.timeSlots}
        onChange={(timeSlots) => set('timeSlots', timeSlots)}
      />
      <CapacityFields form={form} errors={errors} fieldId={fieldId} set={set} />
      <SeasonChoice id={fieldId('season')} value={form.season} error={errors.season} onChange={(season) => set('season', season)} />
      <div className="field catalogue-form__check">
        <input id={fieldId('featured')} type="checkbox" checked={form.featured} onChange={(e) => set('featured', e.target.checked)} />
        <label className="label" htmlFor={fieldId('featured')}>
          Featured (highlighted on the site)
        </label>
      </div>
    </EditorForm>
  );
}
