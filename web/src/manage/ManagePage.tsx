import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { Link } from '../navigation/Link';
import { usePageHead } from '@browser-kit/page-head/page-head';
import { PageNotice, SummaryList } from '@browser-kit/private-page/PrivatePage';
import { safeLinkHref } from '@browser-kit/urls/safe-url';
import { useSiteInfo } from '@browser-kit/site/site-info';
import { CancelConfirm } from './CancelConfirm';
import { manageKey, useManagedBooking } from './manage-api';
import type { ManageView } from './manage-types';
import { bookingSummary, MANAGE_MESSAGES, refundSentence, rescheduleDeadline, statusBadge } from './manage-view';
import { PhoneLink, PhoneText } from './PhoneText';
import { RescheduleForm } from './RescheduleForm';

type Panel = 'none' | 'reschedule' | 'cancel';

interface Outcome {
  readonly title: string;
  readonly lines: readonly string[];
}

/**
 * /manage/{token} (docs/product/self-service.md): the booking a confirmation's link points at, what cancelling now
 * would refund, the waivers still to sign, and the two things a customer may do without phoning:
 * move the trip to another open date, or cancel it. Rendered on the server with the booking. The
 * address holds the booking's secret, so the page is kept out of search engines, its canonical
 * address carries no token and no Referer leaves it.
 */
export function ManagePage() {
  const token = useParams().token ?? '';
  const { name } = useSiteInfo();
  const query = useManagedBooking(token);
  const invalid = token === '' || (query.isSuccess && query.data === null);
  usePageHead({
    title: `${invalid ? 'Link Not Valid' : query.isError ? 'Booking Not Loaded' : 'Manage Your Booking'} | ${name}`,
    description: 'Reschedule or cancel your guided fishing trip on Wabamun Lake.',
    path: '/manage',
    noindex: true,
    noreferrer: true,
    ...(invalid ? { status: 404 } : {}),
  });

  if (invalid) {
    return (
      <PageNotice Link={Link} title={MANAGE_MESSAGES.invalidTitle}>
        {MANAGE_MESSAGES.invalidText} <GuidePhone />.
      </PageNotice>
    );
  }
  if (query.isError && !query.data) {
    return (
      <PageNotice Link={Link} title={MANAGE_MESSAGES.errorTitle} onRetry={() => void query.refetch()} retrying={query.isFetching}>
        {MANAGE_MESSAGES.errorText} <GuidePhone />.
      </PageNotice>
    );
  }
  return (
    <>
      <section className="page-hero on-dark" aria-labelledby="manage-title">
        <div className="container">
          <p className="page-hero__eyebrow">Your booking</p>
          <h1 id="manage-title" className="page-hero__title">
            Manage Your Trip
          </h1>
          <p className="page-hero__lead">Check your trip, sign the waivers, move it to another open date or cancel it.</p>
        </div>
      </section>
      <div className="container private-page">
        {query.data ? (
          <ManageContent token={token} view={query.data} />
        ) : (
          <p className="private-page__loading" role="status">
            <span className="spinner" aria-hidden="true" /> Loading your booking…
          </p>
        )}
      </div>
    </>
  );
}

function ManageContent({ token, view }: { token: string; view: ManageView }) {
  const client = useQueryClient();
  const [panel, setPanel] = useState<Panel>('none');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const { booking, cancellation, reschedule, waivers, guide } = view;
  const cancelled = booking.status === 'cancelled';
  const status = statusBadge(booking.status);

  const finish = (next: ManageView, result: Outcome) => {
    client.setQueryData(manageKey(token), next);
    setPanel('none');
    setOutcome(result);
  };
  const open = (next: Panel) => {
    setOutcome(null);
    setPanel(next);
  };
  // A panel closed without acting gives the focus back to the button that opened it.
  const returnTo = useRef<Panel>('none');
  const rescheduleButton = useRef<HTMLButtonElement>(null);
  const cancelButton = useRef<HTMLButtonElement>(null);
  const close = () => {
    returnTo.current = panel;
    setPanel('none');
  };
  useEffect(() => {
    if (panel !== 'none' || returnTo.current === 'none') return;
    (returnTo.current === 'reschedule' ? rescheduleButton : cancelButton).current?.focus();
    returnTo.current = 'none';
  }, [panel]);

  return (
    <>
      <OutcomeMessage outcome={outcome} />

      <section className="card private-card" aria-labelledby="manage-trip-title">
        <div className="private-card__head">
          <h2 id="manage-trip-title" className="private-card__title">
            Your trip
          </h2>
          <span className={`badge badge--${status.badge}`}>
            <span className="visually-hidden">Status: </span>
            {status.label}
          </span>
        </div>
        <SummaryList lines={bookingSummary(booking)} />
      </section>

      {!cancelled && waivers.needed > 0 ? <WaiverCard waivers={waivers} /> : null}

      <section className="card private-card" aria-labelledby="manage-change-title">
        <h2 id="manage-change-title" className="private-card__title">
          {cancelled ? 'This booking is cancelled' : 'Change your plans'}
        </h2>
        {cancelled ? (
          <>
            <p>This trip will not take place.{booking.refundedCents > 0 ? ` ${MANAGE_MESSAGES.refundsTake}` : ''}</p>
            <p>
              Questions? Call {guide.name || 'your guide'} at <PhoneLink phone={guide.phone} />.
            </p>
            <Link to="/book" className="btn btn--primary">
              Book another trip
            </Link>
          </>
        ) : (
          <>
            <div className="manage-refund">
              {cancellation.allowed ? <p className="manage-refund__amount">{refundSentence(cancellation)}</p> : null}
              <p className="manage-refund__policy">{cancellation.policy}</p>
            </div>
            {reschedule.allowed && reschedule.until ? <p className="hint">{rescheduleDeadline(reschedule.until)}</p> : null}

            {panel === 'reschedule' ? (
              <RescheduleForm token={token} view={view} onClose={close} onDone={(result, message) => finish(result, message)} />
            ) : panel === 'cancel' ? (
              <CancelConfirm token={token} view={view} onClose={close} onDone={(next, message) => finish(next, message)} />
            ) : (
              <div className="manage-actions">
                <ActionOrReason allowed={reschedule.allowed} reason={reschedule.reason} phone={guide.phone} what="reschedule">
                  <button type="button" className="btn btn--primary" ref={rescheduleButton} onClick={() => open('reschedule')}>
                    Reschedule
                  </button>
                </ActionOrReason>
                {/* One reason given once: a trip that has begun can be neither moved nor cancelled. */}
                {!cancellation.allowed && !reschedule.allowed && cancellation.reason === reschedule.reason ? null : (
                  <ActionOrReason allowed={cancellation.allowed} reason={cancellation.reason} phone={guide.phone} what="cancel">
                    <button type="button" className="btn btn--outline-danger" ref={cancelButton} onClick={() => open('cancel')}>
                      Cancel booking
                    </button>
                  </ActionOrReason>
                )}
              </div>
            )}
          </>
        )}
      </section>
    </>
  );
}

/** An action's button, or why it cannot be taken here and the number to call instead. */
function ActionOrReason({
  allowed,
  reason,
  phone,
  what,
  children,
}: {
  allowed: boolean;
  reason: string | null;
  phone: string;
  what: 'reschedule' | 'cancel';
  children: ReactNode;
}) {
  if (allowed) return <>{children}</>;
  return (
    <p className="manage-actions__reason">
      <PhoneText message={reason ?? `This booking cannot be ${what === 'cancel' ? 'cancelled' : 'moved'} online.`} phone={phone} />
    </p>
  );
}

function WaiverCard({ waivers }: { waivers: ManageView['waivers'] }) {
  const href = safeLinkHref(waivers.link) ?? '/liability-waiver';
  return (
    <section className="card private-card" aria-labelledby="manage-waivers-title">
      <h2 id="manage-waivers-title" className="private-card__title">
        Waivers
      </h2>
      {waivers.missing > 0 ? (
        <>
          <p>
            {waivers.signed} of {waivers.needed} signed: {waivers.missing}{' '}
            {waivers.missing === 1 ? 'person still needs' : 'people still need'} to sign before the trip. Everyone on the boat signs a
            waiver of their own.
          </p>
          <a href={href} className="btn btn--accent">
            Sign the waiver
          </a>
        </>
      ) : (
        <p className="manage-waivers__done">
          All {waivers.needed} {waivers.needed === 1 ? 'waiver is' : 'waivers are'} signed. Thank you!
        </p>
      )}
    </section>
  );
}

/** The result of the last action: announced (live region) and focused, as the panel it replaces is gone. */
function OutcomeMessage({ outcome }: { outcome: Outcome | null }) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (outcome) box.current?.focus();
  }, [outcome]);
  return (
    <div role="status" aria-live="polite" className="manage-outcome-region">
      {outcome ? (
        <div className="manage-outcome" tabIndex={-1} ref={box}>
          <h2 className="manage-outcome__title">{outcome.title}</h2>
          {outcome.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}
    </div>
  );
}

/** The site's phone, where no booking (and so no guide) is known. */
function GuidePhone() {
  const { phone } = useSiteInfo();
  return <PhoneLink phone={phone} />;
}
