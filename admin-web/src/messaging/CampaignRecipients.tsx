import { useId } from 'react';
import { audienceText, chosenText, consentBasisText, consentDetail, consentLabel, reachableEmails } from './campaign-audience';
import type { AudiencePreview, MarketingContact } from './campaign-types';

/* The form's recipients: the contacts to tick and what the choice reaches now. */

/** The live preview: how many the recipients chosen will reach now, and why the others are left out. */
export function AudienceSummary({
  preview,
  pending,
  failed,
  chosenNone,
}: {
  preview: AudiencePreview | undefined;
  pending: boolean;
  failed: boolean;
  chosenNone: boolean;
}) {
  let main = '';
  let basis = '';
  if (chosenNone) main = 'Choose at least one contact to see whom the campaign will reach.';
  else if (preview) {
    main = audienceText(preview);
    basis = consentBasisText(preview.byConsent);
  } else if (pending) main = 'Counting whom it will reach...';
  else if (failed) main = 'Whom it will reach could not be counted.';
  return (
    <div className="campaign-audience" role="status">
      {main ? <p className="campaign-audience__main">{main}</p> : null}
      {basis ? <p className="campaign-audience__basis">{basis}</p> : null}
    </div>
  );
}

/** The contacts, a box each; those a campaign may not go to are shown with why, and cannot be ticked. */
export function ContactPicker({
  contacts,
  chosen,
  onChange,
}: {
  contacts: readonly MarketingContact[];
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
}) {
  const prefix = useId();
  const reachable = reachableEmails(contacts);
  const ticked = new Set(chosen);
  const toggle = (email: string, on: boolean) => onChange(on ? [...chosen, email] : chosen.filter((e) => e !== email));
  return (
    <div className="campaign-contacts">
      <div className="sms-bulk__tools">
        <button type="button" className="btn btn--outline btn--sm" onClick={() => onChange(reachable)}>
          Select all who may be emailed
        </button>
        <button type="button" className="btn btn--outline btn--sm" onClick={() => onChange([])}>
          Select none
        </button>
        <p className="sms-bulk__count">{chosenText(chosen.length, reachable.length)}</p>
      </div>
      <div className="sms-table-wrap" role="region" aria-labelledby={`${prefix}-caption`} tabIndex={0}>
        <table className="sms-table">
          <caption id={`${prefix}-caption`} className="visually-hidden">
            Contacts and their consent
          </caption>
          <thead>
            <tr>
              <th scope="col">
                <span className="visually-hidden">Chosen</span>
              </th>
              <th scope="col">Name</th>
              <th scope="col">Email</th>
              <th scope="col">Consent</th>
            </tr>
          </thead>
          <tbody>
            {contacts.map((contact) => (
              <tr key={contact.email} className={contact.reachable ? undefined : 'sms-table__row--opted-out'}>
                <td>
                  <input
                    type="checkbox"
                    className="sms-table__check"
                    aria-label={`Choose ${contact.name} (${contact.email})`}
                    checked={contact.reachable && ticked.has(contact.email)}
                    disabled={!contact.reachable}
                    onChange={(event) => toggle(contact.email, event.target.checked)}
                  />
                </td>
                <th scope="row">{contact.name}</th>
                <td className="sms-table__email">{contact.email}</td>
                <td>
                  <span className={`badge campaign-consent campaign-consent--${contact.reachable ? 'ok' : 'out'}`}>
                    {consentLabel(contact.consent)}
                  </span>
                  <span className="campaign-consent__detail">{consentDetail(contact)}</span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
