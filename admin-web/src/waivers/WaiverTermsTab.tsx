import { useId, useState, type FormEvent } from 'react';
import { BusyLabel, describedBy, FormField } from '@browser-kit/forms/form-field';
import { normalizeWaiverTerms, validateWaiverTerms, WAIVER_TERMS_LIMITS } from '../../../domain/waivers/waiver-terms-rules';
import { formatInstant } from '../bookings/booking-format';
import { SiteSection } from '../content/site/SiteSection';
import { ListState } from '../shared/ListState';
import { TermsText } from './TermsText';
import { Facts } from './WaiverBadges';
import { refusalMessage, useSaveWaiverTerms, useWaiverTermsVersions } from './waiver-api';
import type { WaiverTermsVersion } from './waiver-types';

/**
 * Website Content > Waiver Terms: the text the waiver page shows. Each save that
 * changes it is a new version; a signed waiver keeps pointing at the version it signed, so
 * earlier versions stay readable here and nothing edits them. An auditor reads only.
 */
export function WaiverTermsTab({ canChange }: { canChange: boolean }) {
  const versions = useWaiverTermsVersions();
  return (
    <SiteSection
      titleId="waiver-terms-title"
      title="Waiver Terms"
      summary={
        canChange
          ? 'The text every waiver is signed against. Each save is a new version; signed waivers keep the version they signed.'
          : 'The text every waiver is signed against, and every earlier version.'
      }
    >
      <ListState query={versions} what="waiver terms" empty="No version of the terms is stored yet.">
        {(list) => <TermsVersions versions={list} canChange={canChange} />}
      </ListState>
    </SiteSection>
  );
}

function savedLine(version: WaiverTermsVersion): string {
  return `${formatInstant(version.createdAt)} by ${version.createdBy}`;
}

function TermsVersions({ versions, canChange }: { versions: WaiverTermsVersion[]; canChange: boolean }) {
  const headingId = useId();
  // The server lists them newest first; the newest is what the waiver page shows.
  const [current] = versions;
  if (!current) return null;

  return (
    <>
      <article className="card site-content__card waiver-terms__current" aria-labelledby={`${headingId}-current`}>
        <h3 id={`${headingId}-current`} className="site-content__card-title">
          Current version: {current.id}
        </h3>
        <Facts
          facts={[
            { label: 'Saved', value: savedLine(current) },
            { label: 'SHA-256', value: <code className="waiver-hash">{current.sha256}</code> },
          ]}
        />
        {canChange ? (
          // A new current version (after this or another save) starts the editor again from its text.
          <TermsEditor key={current.id} current={current} />
        ) : (
          <TermsText text={current.text} />
        )}
      </article>

      <section className="waiver-terms__versions" aria-labelledby={`${headingId}-all`}>
        <h3 id={`${headingId}-all`}>All versions</h3>
        <ol className="waiver-versions">
          {versions.map((version) => (
            <li key={version.id}>
              <details className="waiver-version">
                <summary>
                  Version {version.id}
                  {version.id === current.id ? ' (current)' : ''}, saved {savedLine(version)}
                </summary>
                <p className="waiver-version__hash">
                  SHA-256 <code className="waiver-hash">{version.sha256}</code>
                </p>
                <TermsText text={version.text} />
              </details>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

function TermsEditor({ current }: { current: WaiverTermsVersion }) {
  const id = useId();
  const [text, setText] = useState(current.text);
  const [error, setError] = useState<string | undefined>();
  const save = useSaveWaiverTerms();
  const length = normalizeWaiverTerms(text).length;

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = validateWaiverTerms(text);
    setError(problem ?? undefined);
    if (problem) return;
    save.mutate({ text }, { onError: (failure) => setError(refusalMessage(failure, 'text')) });
  };

  return (
    <form noValidate onSubmit={submit}>
      <FormField
        id={id}
        label="Terms text"
        required
        hint={`${length} of ${WAIVER_TERMS_LIMITS.textMax} characters. Plain text: a blank line starts a new paragraph, and the waiver page shows it exactly as typed.`}
        error={error}
      >
        <textarea
          id={id}
          className="textarea waiver-terms__editor"
          rows={16}
          required
          value={text}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(id, { hint: true, error })}
          onChange={(event) => setText(event.target.value)}
        />
      </FormField>
      <button type="submit" className="btn btn--primary btn--sm" disabled={save.isPending}>
        <BusyLabel busy={save.isPending} busyText="Saving...">
          Save as new version
        </BusyLabel>
      </button>
    </form>
  );
}
