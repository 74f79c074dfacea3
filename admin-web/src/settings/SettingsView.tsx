import { useId, useState, type FormEvent } from 'react';
import { currentValue, serverFieldErrors } from '../content/site/site-content-form';
import { SiteContentLoader } from '../content/site/SiteContentLoader';
import { useSiteContentSave } from '../content/site/use-site-content-save';
import { GUIDE_PHONE_MESSAGES, guidePhoneError } from './guide-phone';

const PHONE = { section: 'guide', key: 'phone' } as const;

/** 'Settings' (SPEC section 2): the guide's phone number and the messages that go to it. */
export function SettingsView({ canChange }: { canChange: boolean }) {
  return (
    <section className="admin-section site-content" aria-labelledby="settings-title">
      <div className="admin-section__head">
        <div>
          <h2 id="settings-title">Settings</h2>
          <p className="admin-section__summary">Where the site reaches you.</p>
        </div>
      </div>
      <div className="site-content__grid">
        <div className="card site-content__card">
          <h3 className="site-content__card-title">Guide phone number</h3>
          <SiteContentLoader what="settings">
            {(entries) => {
              const phone = currentValue(entries, PHONE.section, PHONE.key);
              return canChange ? (
                <PhoneForm key={phone} stored={phone} />
              ) : (
                <p>
                  Alerts go to <strong>{phone}</strong>.
                </p>
              );
            }}
          </SiteContentLoader>
        </div>
        <div className="card site-content__card">
          <h3 className="site-content__card-title">Messages sent to this number</h3>
          <ul className="site-content__list">
            {GUIDE_PHONE_MESSAGES.map(({ title, text }) => (
              <li key={title}>
                <strong>{title}</strong>: {text}
              </li>
            ))}
          </ul>
          <p className="hint">Customers are given the business phone from Page Content &gt; Contact, not this number.</p>
        </div>
      </div>
    </section>
  );
}

function PhoneForm({ stored }: { stored: string }) {
  const id = useId();
  const [phone, setPhone] = useState(stored);
  const [error, setError] = useState<string | null>(null);
  const save = useSiteContentSave({
    successTitle: 'Success',
    successDescription: 'Guide phone number updated successfully',
    failureDescription: 'Failed to update phone number',
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = guidePhoneError(phone);
    setError(problem);
    if (problem) return;
    save.mutate([{ ...PHONE, value: phone.trim() }], { onError: (failure) => setError(serverFieldErrors(failure).phone ?? null) });
  };

  return (
    <form noValidate onSubmit={submit}>
      <div className="field">
        <label className="label" htmlFor={id}>
          Guide phone number
        </label>
        <p id={`${id}-hint`} className="hint">
          Format: (XXX) XXX-XXXX
        </p>
        <input
          id={id}
          className="input"
          type="tel"
          autoComplete="tel"
          placeholder="(780) 555-0142"
          maxLength={14}
          value={phone}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          onChange={(event) => setPhone(event.target.value)}
        />
        {error ? (
          <p id={`${id}-error`} className="field-error">
            {error}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn btn--primary btn--sm" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Update Phone Number'}
      </button>
    </form>
  );
}
