import { useId, useState } from 'react';
import { ModalDialog } from '@browser-kit/dialogs/ModalDialog';
import { toast } from '@browser-kit/toast';
import { QueryState } from '../shared/QueryState';
import { useCalendarFeedLink, useRenewCalendarFeed } from './calendar-feed-api';
import './calendar-feed.css';

const RENEW_BUTTON_ID = 'calendar-feed-renew';

async function copyLink(url: string): Promise<void> {
  try {
    await navigator.clipboard.writeText(url);
    toast({ title: 'Copied!', description: 'Calendar link copied' });
  } catch {
    toast({ title: 'Could not copy', description: 'Select the link and copy it yourself.', variant: 'destructive' });
  }
}

/**
 * The guide's calendar feed in Settings: the private address of confirmed trips to subscribe to
 * in Google or Apple Calendar, a copy button, and 'Renew link' for when it went where it should
 * not (the old one stops working at once). An auditor is told it exists, never shown it: the
 * address alone opens every customer's name and phone (adapters/calendar-feed).
 */
export function CalendarFeedCard({ canChange }: { canChange: boolean }) {
  return (
    <div className="card site-content__card">
      <h3 className="site-content__card-title">Trips calendar</h3>
      <p className="hint">
        Confirmed trips (from 60 days back) appear in your phone's calendar with the party, the phone number and the waivers still missing;
        cancelled trips disappear and moved ones move. Calendars fetch it again every 15 minutes or so.
      </p>
      {canChange ? <CalendarFeedLinkPanel /> : <p>Only an admin sees the calendar link: it is private.</p>}
    </div>
  );
}

function CalendarFeedLinkPanel() {
  const link = useCalendarFeedLink();
  const [confirming, setConfirming] = useState(false);
  const renew = useRenewCalendarFeed(() => setConfirming(false));
  const inputId = useId();
  const titleId = useId();
  const questionId = useId();
  return (
    <QueryState query={link} loading="Loading the calendar link..." failed="The calendar link could not be loaded.">
      {link.data && (
        <>
          <label htmlFor={inputId} className="label">
            Private calendar link
          </label>
          <div className="calendar-feed__row">
            <input
              id={inputId}
              className="input calendar-feed__url"
              type="text"
              readOnly
              value={link.data.url}
              onFocus={(e) => e.target.select()}
            />
            <button type="button" className="btn btn--primary btn--sm" onClick={() => void copyLink(link.data.url)}>
              Copy link
            </button>
          </div>
          <p className="hint">Keep it private: anyone with this link can read your trips.</p>
          <details className="calendar-feed__help">
            <summary>How to subscribe</summary>
            <ul className="site-content__list">
              <li>
                <strong>Google Calendar</strong> (on a computer): Other calendars, +, From URL, paste the link, Add calendar. It then shows
                on your phone too.
              </li>
              <li>
                <strong>Apple Calendar</strong> (iPhone): Settings, Calendar, Accounts, Add Account, Other, Add Subscribed Calendar, paste
                the link. On a Mac: File, New Calendar Subscription.
              </li>
            </ul>
          </details>
          <button id={RENEW_BUTTON_ID} type="button" className="btn btn--outline btn--sm" onClick={() => setConfirming(true)}>
            Renew link
          </button>
          {confirming && (
            <ModalDialog
              titleId={titleId}
              descriptionId={questionId}
              onCancel={() => setConfirming(false)}
              busy={renew.isPending}
              returnFocusId={RENEW_BUTTON_ID}
            >
              <div className="modal__header">
                <h2 id={titleId} className="modal__title">
                  Renew the calendar link?
                </h2>
                <p id={questionId} className="modal__lead">
                  The old link stops working at once: every calendar subscribed to it stops updating until it is subscribed again with the
                  new link.
                </p>
              </div>
              <div className="modal__actions">
                <button
                  type="button"
                  className="btn btn--outline"
                  onClick={() => setConfirming(false)}
                  disabled={renew.isPending}
                  data-autofocus
                >
                  Keep the link
                </button>
                <button type="button" className="btn btn--danger" onClick={() => renew.mutate()} disabled={renew.isPending}>
                  {renew.isPending ? 'Renewing...' : 'Renew link'}
                </button>
              </div>
            </ModalDialog>
          )}
        </>
      )}
    </QueryState>
  );
}
