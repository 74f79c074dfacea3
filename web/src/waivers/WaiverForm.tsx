import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useLayoutEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { calendarDateOf } from '../../../domain/shared/calendar';
import { WAIVER_PAGE_PATH } from '../../../domain/waivers/waiver-page';
import { WAIVER_MESSAGES } from '../../../domain/waivers/waiver-rules';
import { errorStatus, serverMessage, validationErrorsOf } from '@browser-kit/api/api';
import { handled } from '@browser-kit/forms/handled';
import { BusyLabel } from '@browser-kit/forms/form-field';
import { useHydrated, useHydratedMark } from '../layout/hydrated-mark';
import { telHref, useSiteInfo } from '@browser-kit/site/site-info';
import { toast } from '@browser-kit/toast/toast-store';
import { useWaiverForm } from './use-waiver-form';
import { submitWaiver, WAIVER_TERMS_KEY, type WaiverReceipt, type WaiverTerms } from './waiver-api';
import { withWaiverEntriesBeforeHydration } from './waiver-entries-before-hydration';
import { AgreementFields, EmergencyFields, GuardianFields, ParticipantFields, SignatureField } from './WaiverFields';
import { bookingReferenceOf, EMPTY_WAIVER_FORM, waiverErrorsFromServer, waiverRequestOf, type WaiverFormValues } from './waiver-form-state';

export const WAIVER_FORM_ID = 'waiver-form';

/** What the page says beside the button after a refusal, until the next attempt. */
interface Failure {
  /** The server's own explanation when it is not about a field (terms changed, too many attempts). */
  readonly detail?: string;
}

/**
 * The waiver form (docs/product/waivers.md): the signer's fields with their messages,
 * date of birth, typed signatures and, for a participant under 18, a parent or guardian. The
 * terms shown are the ones signed: their version id and hash go with the answers. A refusal keeps
 * every answer; a 409 means the terms shown are no longer on record, so the current ones are
 * read again and the two agreements must be given again, for that text.
 */
export function WaiverForm({
  terms,
  initial,
  focusOnMount = false,
  onSigned,
}: {
  terms: WaiverTerms | undefined;
  /** The answers to start from (the booking shared with the previous signer); else the link's booking. */
  initial?: WaiverFormValues;
  /** Set when the form replaces what had the focus (the previous signer's confirmation). */
  focusOnMount?: boolean;
  onSigned: (receipt: WaiverReceipt, form: WaiverFormValues) => void;
}) {
  const queryClient = useQueryClient();
  const location = useLocation();
  const [today] = useState(() => calendarDateOf(new Date()));
  const state = useWaiverForm(today, () => initial ?? { ...EMPTY_WAIVER_FORM, bookingReference: bookingReferenceOf(location.search) });
  const { form, setForm } = state;
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<Failure | null>(null);
  const title = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusOnMount) title.current?.focus();
  }, [focusOnMount]);

  // The page's scripts arrive after its first paint: what the visitor entered meanwhile becomes the
  // form's state as it hydrates, and until then the button stays disabled, so that the browser
  // never sends the form itself (a page load with the signer's answers in its address). The form
  // posts all the same, should anything send it: the answers then travel in no address.
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  useLayoutEffect(() => {
    const entered = formRef.current ? withWaiverEntriesBeforeHydration(formRef.current, form) : form;
    if (entered !== form) setForm(entered);
    // Once, as the server's form becomes this one; later changes come through the fields' handlers.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useHydratedMark('waiver-form');
  const { phone } = useSiteInfo();

  // A link to another booking followed while the page is open fills its reference in too. The
  // query, not the location's key, marks a new link: an in-page anchor changes the key as well.
  const [arrival, setArrival] = useState(location.search);
  if (location.search !== arrival) {
    setArrival(location.search);
    const reference = bookingReferenceOf(location.search);
    if (reference) setForm((current) => ({ ...current, bookingReference: reference }));
  }

  const fail = (failed: Failure) => {
    setFailure(failed);
    toast({ title: WAIVER_MESSAGES.submitFailed, description: failed.detail, variant: 'destructive' });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    setFailure(null);
    if (!state.check()) return;
    // Without the terms on screen there is nothing the visitor could have agreed to.
    if (!terms) {
      fail({});
      return;
    }
    setSubmitting(true);
    try {
      const receipt = await submitWaiver(waiverRequestOf(form, { id: terms.id, sha256: terms.sha256 }, state.guardian));
      onSigned(receipt, form);
    } catch (error) {
      const status = errorStatus(error);
      if (status === 400) {
        const fieldErrors = waiverErrorsFromServer(validationErrorsOf(error));
        state.showServerErrors(fieldErrors);
        fail(Object.keys(fieldErrors).length > 0 ? {} : { detail: serverMessage(error) });
      } else if (status === 409) {
        void queryClient.invalidateQueries({ queryKey: WAIVER_TERMS_KEY });
        state.update({ ...form, agreeToTerms: false, agreeToRisks: false });
        fail({ detail: serverMessage(error) ?? WAIVER_MESSAGES.termsChanged });
      } else {
        fail(status === 429 ? { detail: serverMessage(error) } : {});
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <form
      ref={formRef}
      id={WAIVER_FORM_ID}
      className="card waiver-form"
      method="post"
      action={WAIVER_PAGE_PATH}
      onSubmit={(event) => handled(onSubmit(event))}
      noValidate
      aria-labelledby="waiver-form-title"
    >
      <h2 id="waiver-form-title" className="waiver-form__title" tabIndex={-1} ref={title}>
        Sign the waiver
      </h2>
      <p className="waiver-form__note">
        One waiver per participant. Fields marked <span aria-hidden="true">*</span>
        <span className="visually-hidden">with an asterisk</span> are required.
      </p>
      <noscript>
        <p className="alert alert--warning waiver-form__noscript">
          Signing online needs JavaScript, which is turned off in this browser: turn it on and reload this page, or call{' '}
          <a href={telHref(phone)}>{phone}</a> before your trip.
        </p>
      </noscript>

      <ParticipantFields state={state} />
      {/* The guardian's part appears at the end of the form as the date of birth is typed: said aloud, not only shown. */}
      <p className="visually-hidden" aria-live="polite">
        {state.guardian ? 'The participant is under 18: a part for a parent or guardian was added at the end of the form.' : ''}
      </p>
      <EmergencyFields state={state} />
      <AgreementFields state={state} />
      <SignatureField state={state} />
      {state.guardian ? <GuardianFields state={state} /> : null}

      {failure ? (
        <div className="alert alert--danger waiver-form__failure">
          <p>{WAIVER_MESSAGES.submitFailed}</p>
          {failure.detail ? <p>{failure.detail}</p> : null}
        </div>
      ) : null}

      <button type="submit" className="btn btn--accent btn--lg btn--block" disabled={submitting || !hydrated}>
        <BusyLabel busy={submitting} busyText="Submitting...">
          Submit Waiver
        </BusyLabel>
      </button>
    </form>
  );
}
