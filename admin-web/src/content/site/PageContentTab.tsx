import { useId, useMemo, useState, type FormEvent } from 'react';
import { BusyLabel, describedBy, FormField } from '@browser-kit/forms/form-field';
import type { SiteContentEntry } from '@browser-kit/site/site-info';
import {
  changedEntries,
  fieldErrors,
  initialValues,
  maxLengthOf,
  PAGE_CONTENT_FORMS,
  serverFieldErrors,
  type ContentForm,
} from './site-content-form';
import { SiteContentLoader } from './SiteContentLoader';
import { SiteSection } from './SiteSection';
import { useSiteContentSave } from './use-site-content-save';

/** Website Content > Page Content: the site's texts, one form per section (docs/product/content.md). */
export function PageContentTab({ canChange }: { canChange: boolean }) {
  return (
    <SiteSection
      titleId="page-content-title"
      title="Page Content"
      summary={canChange ? 'Texts every visitor sees; each section saves on its own.' : 'Texts every visitor sees.'}
    >
      <SiteContentLoader what="page content">
        {(entries) => (
          <div className="site-content__grid">
            {PAGE_CONTENT_FORMS.map((form) => (
              <SectionCard key={form.section} form={form} entries={entries} canChange={canChange} />
            ))}
          </div>
        )}
      </SiteContentLoader>
    </SiteSection>
  );
}

function SectionCard({ form, entries, canChange }: { form: ContentForm; entries: SiteContentEntry[]; canChange: boolean }) {
  const initial = useMemo(() => initialValues(entries, form), [entries, form]);
  const headingId = useId();
  return (
    <article className="card site-content__card" aria-labelledby={headingId}>
      <h3 id={headingId} className="site-content__card-title">
        {form.title}
      </h3>
      {canChange ? (
        // A new stored text (after this or another save) starts the form again from it.
        <SectionForm key={JSON.stringify(initial)} form={form} initial={initial} />
      ) : (
        <dl className="site-content__values">
          {form.fields.map(({ key, label }) => (
            <div key={key}>
              <dt>{label}</dt>
              <dd>{initial[key]}</dd>
            </div>
          ))}
        </dl>
      )}
    </article>
  );
}

function SectionForm({ form, initial }: { form: ContentForm; initial: Record<string, string> }) {
  const idPrefix = useId();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = useSiteContentSave({
    successTitle: 'Content Updated',
    successDescription: `The ${form.title.toLowerCase()} section is saved. Visitors see it now.`,
    failureDescription: 'Failed to update content',
  });
  const changes = changedEntries(form.section, values, initial);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const found = fieldErrors(form.section, values);
    setErrors(found);
    if (Object.keys(found).length > 0 || changes.length === 0) return;
    save.mutate(changes, { onError: (error) => setErrors(serverFieldErrors(error)) });
  };

  return (
    <form noValidate onSubmit={submit}>
      {form.fields.map(({ key, label, multiline }) => {
        const id = `${idPrefix}-${key}`;
        const error = errors[key];
        const common = {
          id,
          value: values[key] ?? '',
          maxLength: maxLengthOf(form.section, key),
          'aria-invalid': error ? true : undefined,
          'aria-describedby': describedBy(id, { error }),
          onChange: (event: { target: { value: string } }) => setValues((v) => ({ ...v, [key]: event.target.value })),
        };
        return (
          <FormField key={key} id={id} label={label} error={error}>
            {multiline ? <textarea className="textarea" rows={4} {...common} /> : <input className="input" type="text" {...common} />}
          </FormField>
        );
      })}
      <button type="submit" className="btn btn--primary btn--sm" disabled={save.isPending || changes.length === 0}>
        <BusyLabel busy={save.isPending} busyText="Saving...">{`Save ${form.title}`}</BusyLabel>
      </button>
    </form>
  );
}
