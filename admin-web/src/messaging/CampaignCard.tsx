import { useId, useState } from 'react';
import { errorStatus } from '@browser-kit/api/api';
import { BusyLabel } from '@browser-kit/forms/form-field';
import { ModalDialog } from '@browser-kit/dialogs/ModalDialog';
import { toast } from '@browser-kit/toast';
import { useSignedOut } from '../auth/auth-api';
import { useCancelCampaign, useFailedEmails } from './campaign-api';
import {
  campaignFailures,
  campaignFailureToast,
  campaignStatusLabel,
  CANCEL_FAILED,
  deliveryParts,
  reachText,
  recipientsText,
} from './campaign-format';
import { lakeTimeText } from './campaign-lake-time';
import type { Campaign } from './campaign-types';

/* A campaign of the list: its counts, its failed emails, and calling it off while it waits. */

export function CampaignCard({ campaign, canChange }: { campaign: Campaign; canChange: boolean }) {
  const titleId = useId();
  const [confirming, setConfirming] = useState(false);
  const reach = reachText(campaign);
  const delivery = deliveryParts(campaign.delivery);
  const failed = campaign.delivery.failed;
  return (
    <article className={failed > 0 ? 'card campaign campaign--failed' : 'card campaign'} aria-labelledby={titleId}>
      <div className="campaign__head">
        <h4 id={titleId} className="campaign__name">
          {campaign.name}
        </h4>
        <span className={`badge campaign-badge--${campaign.status}`}>
          <span className="visually-hidden">Status: </span>
          {campaignStatusLabel(campaign.status)}
        </span>
      </div>
      <p className="campaign__subject">
        <span className="campaign__subject-label">Subject:</span> {campaign.subject}
      </p>
      <dl className="campaign__facts">
        <div>
          <dt>Recipients</dt>
          <dd>{recipientsText(campaign.recipients)}</dd>
        </div>
        <div>
          <dt>Created</dt>
          <dd>
            By {campaign.createdBy}, {lakeTimeText(campaign.createdAt)}
          </dd>
        </div>
        {campaign.scheduledFor ? (
          <div>
            <dt>Scheduled for</dt>
            <dd>{lakeTimeText(campaign.scheduledFor)} (lake time)</dd>
          </div>
        ) : null}
        {campaign.sentAt ? (
          <div>
            <dt>Sent</dt>
            <dd>{lakeTimeText(campaign.sentAt)}</dd>
          </div>
        ) : null}
        {campaign.cancelledAt ? (
          <div>
            <dt>Cancelled</dt>
            <dd>
              {campaign.cancelledBy ? `By ${campaign.cancelledBy}, ` : ''}
              {lakeTimeText(campaign.cancelledAt)}
            </dd>
          </div>
        ) : null}
        {reach ? (
          <div>
            <dt>Reach</dt>
            <dd>{reach}</dd>
          </div>
        ) : null}
        {delivery.length > 0 ? (
          <div>
            <dt>Delivery</dt>
            <dd>
              {delivery.map((part, index) => (
                <span key={part.text}>
                  {index > 0 ? ', ' : ''}
                  {part.problem ? <strong className="campaign__failed">{part.text}</strong> : part.text}
                </span>
              ))}
            </dd>
          </div>
        ) : null}
      </dl>
      {failed > 0 ? (
        canChange ? (
          <CampaignFailures campaignId={campaign.id} failed={failed} />
        ) : (
          <p className="hint">The reasons of the failures are in the outbox, which admins read.</p>
        )
      ) : null}
      {canChange && campaign.status === 'scheduled' ? (
        <div className="campaign__actions">
          <button type="button" className="btn btn--outline-danger btn--sm" onClick={() => setConfirming(true)}>
            Cancel campaign
          </button>
        </div>
      ) : null}
      {confirming ? <CancelCampaignDialog campaign={campaign} onClose={() => setConfirming(false)} /> : null}
    </article>
  );
}

/** The failed emails of a campaign with their reason, read from the outbox when opened. */
function CampaignFailures({ campaignId, failed }: { campaignId: number; failed: number }) {
  const [open, setOpen] = useState(false);
  const outbox = useFailedEmails(open);
  const rows = campaignFailures(outbox.data, campaignId);
  return (
    <details className="campaign__failures" onToggle={(event) => setOpen(event.currentTarget.open)}>
      <summary>Why {failed === 1 ? 'it' : `the ${failed}`} failed</summary>
      {outbox.isPending ? (
        <p className="hint">Loading...</p>
      ) : outbox.isError ? (
        <p className="field-error">The failures could not be loaded.</p>
      ) : rows.length === 0 ? (
        <p className="hint">No failed email of this campaign is in the outbox&apos;s latest failures.</p>
      ) : (
        <ul>
          {rows.map((row) => (
            <li key={row.recipient}>
              <span className="campaign__failure-to">{row.recipient}</span>: {row.reason}
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}

function CancelCampaignDialog({ campaign, onClose }: { campaign: Campaign; onClose: () => void }) {
  const titleId = useId();
  const questionId = useId();
  const cancel = useCancelCampaign();
  const signedOut = useSignedOut();
  const confirm = () =>
    cancel.mutate(campaign.id, {
      onSuccess: (cancelled) => toast({ title: 'Campaign cancelled', description: `'${cancelled.name}' will not be sent.` }),
      onError: (error) => {
        if (errorStatus(error) === 401) return signedOut();
        toast(campaignFailureToast(CANCEL_FAILED, error));
      },
      onSettled: onClose,
    });
  return (
    <ModalDialog titleId={titleId} descriptionId={questionId} onCancel={onClose} busy={cancel.isPending}>
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          Cancel this campaign?
        </h2>
        <p id={questionId} className="modal__lead">
          &apos;{campaign.name}&apos;
          {campaign.scheduledFor ? `, scheduled for ${lakeTimeText(campaign.scheduledFor)},` : ''} will not be sent. This cannot be undone.
        </p>
      </div>
      <div className="modal__actions">
        <button type="button" className="btn btn--outline" onClick={onClose} disabled={cancel.isPending} data-autofocus>
          Keep campaign
        </button>
        <button type="button" className="btn btn--danger" onClick={confirm} disabled={cancel.isPending}>
          <BusyLabel busy={cancel.isPending} busyText="Cancelling...">
            Yes, cancel it
          </BusyLabel>
        </button>
      </div>
    </ModalDialog>
  );
}
