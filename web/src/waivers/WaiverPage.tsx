import { useEffect, useRef, useState } from 'react';
import { Link } from '../navigation/Link';
import { WAIVER_MESSAGES } from '../../../domain/waivers/waiver-rules';
import { usePageHead } from '@browser-kit/page-head/page-head';
import { telHref, useSiteInfo } from '@browser-kit/site/site-info';
import { useWaiverTerms, type WaiverReceipt } from './waiver-api';
import { EMPTY_WAIVER_FORM, nextParticipantForm, signedThanks, waiverCopyText, type WaiverFormValues } from './waiver-form-state';
import { WAIVER_FORM_ID, WaiverForm } from './WaiverForm';
import { WaiverTermsPanel } from './WaiverTermsPanel';

interface Signed {
  readonly receipt: WaiverReceipt;
  /** The form as it was sent: what the thanks names, and what the next participant's form keeps. */
  readonly form: WaiverFormValues;
}

/**
 * /liability-waiver (docs/product/waivers.md): the current terms beside the form. Rendered
 * on the server with the terms, so they read before any script runs. Success replaces the form
 * with 'Waiver Submitted Successfully!' and the number to call; the next participant of the same
 * booking can sign from there.
 */
export function WaiverPage() {
  const { name } = useSiteInfo();
  usePageHead({
    title: `Liability Waiver | ${name}`,
    description: `Sign the ${name} liability waiver online before your guided fishing trip on Wabamun Lake. Participants under 18 sign with a parent or guardian.`,
  });
  const terms = useWaiverTerms();
  const [signed, setSigned] = useState<Signed | null>(null);
  // The next participant's form starts from the booking the last one entered.
  const [nextForm, setNextForm] = useState<WaiverFormValues | undefined>(undefined);
  const [formKey, setFormKey] = useState(0);

  const signAnother = () => {
    setNextForm(signed ? nextParticipantForm(signed.form) : EMPTY_WAIVER_FORM);
    setSigned(null);
    setFormKey((key) => key + 1);
  };

  return (
    <>
      <section className="page-hero on-dark" aria-labelledby="waiver-title">
        <div className="container page-hero__inner">
          <p className="page-hero__eyebrow">Before your trip</p>
          <h1 id="waiver-title" className="page-hero__title">
            Liability Waiver
          </h1>
          <p className="page-hero__lead">
            Everyone on the boat signs a waiver before the trip: read the terms, fill in the form and type your name to sign. A participant
            under 18 signs with a parent or guardian.
          </p>
          <a href={`#${WAIVER_FORM_ID}`} className="btn btn--accent btn--lg waiver-page__to-form">
            Go to the form
          </a>
        </div>
      </section>

      <div className="container waiver-page">
        <div className="waiver-page__terms">
          <WaiverTermsPanel terms={terms} />
        </div>
        <div className="waiver-page__form">
          {signed ? (
            <WaiverSubmitted signed={signed} onSignAnother={signAnother} />
          ) : (
            <WaiverForm
              key={formKey}
              terms={terms.data}
              initial={nextForm}
              focusOnMount={formKey > 0}
              onSigned={(receipt, form) => setSigned({ receipt, form })}
            />
          )}
        </div>
      </div>
    </>
  );
}

/** What a signer sees once the waiver is on file: 'Waiver Submitted Successfully!' and the guide's number. */
function WaiverSubmitted({ signed, onSignAnother }: { signed: Signed; onSignAnother: () => void }) {
  const { phone } = useSiteInfo();
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the visitor was in is gone: the focus goes to what replaced it, which is then read out.
  useEffect(() => heading.current?.focus(), []);

  return (
    <section className="card waiver-done" aria-labelledby="waiver-done-title">
      <h2 id="waiver-done-title" className="waiver-done__title" tabIndex={-1} ref={heading}>
        {WAIVER_MESSAGES.submitted}
      </h2>
      <p>{signedThanks(signed.form, signed.receipt)}</p>
      <p>{waiverCopyText(signed.receipt.emailCopy, signed.form.email.trim())}</p>
      <p>
        Questions before your trip? Call the guide at{' '}
        <a href={telHref(phone)} className="waiver-done__phone">
          {phone}
        </a>
        .
      </p>
      <p>Everyone on the trip signs a waiver of their own.</p>
      <div className="waiver-done__actions">
        <button type="button" className="btn btn--primary" onClick={onSignAnother}>
          Sign for another participant
        </button>
        <Link to="/" className="btn btn--outline">
          Back to the home page
        </Link>
      </div>
    </section>
  );
}
