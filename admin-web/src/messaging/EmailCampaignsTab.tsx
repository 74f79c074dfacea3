import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorStatus } from '@browser-kit/api/api';
import { BusyLabel, describedBy, FieldError, FormField } from '@browser-kit/forms/form-field';
import { ModalDialog } from '@browser-kit/dialogs/ModalDialog';
import { siteContentValue, useSiteContentEntries, useSiteInfo } from '@browser-kit/site/site-info';
import { toast } from '@browser-kit/toast';
import { MAILING_ADDRESS_DEFAULT } from '../../../domain/content/site-content-defaults';
import { useSignedOut } from '../auth/auth-api';
import { fieldErrorsFrom } from '../shared/content-writes';
import { ListState } from '../shared/ListState';
import {
  useAudience,
  useCampaignContacts,
  useCampaigns,
  useCancelCampaign,
  useCreateCampaign,
  useFailedEmails,
  useMessageTemplates,
} from './campaign-api';
import {
  audiencePath,
  audienceText,
  CAMPAIGN_FAILED,
  CAMPAIGN_FIELDS,
  CAMPAIGN_LIMITS,
  campaignBody,
  campaignCreatedToast,
  campaignFailures,
  campaignFailureToast,
  campaignFromTemplate,
  campaignStatusLabel,
  CANCEL_FAILED,
  chosenReachable,
  chosenText,
  consentBasisText,
  consentDetail,
  consentLabel,
  deliveryParts,
  EMPTY_CAMPAIGN_FORM,
  emailTemplates,
  firstInvalid,
  lakeLocalValue,
  lakeTimeText,
  localAudience,
  NO_CAMPAIGNS,
  NO_CONTACTS,
  reachableEmails,
  reachText,
  RECIPIENT_CHOICES,
  recipientsOf,
  recipientsText,
  validateCampaign,
  type CampaignErrors,
  type CampaignField,
  type CampaignForm,
  type RecipientsChoice,
} from './campaign-format';
import type { AudiencePreview, Campaign, MarketingContact } from './campaign-types';
import './email-campaigns.css';

/**
 * 'Email Campaigns' (SPEC section 2; issue 17): the admin writes a campaign (name, subject,
 * content, recipients, an optional time on the lake's clock) and sees, before sending, how many it
 * will reach under Canada's anti-spam law and why the others are left out; below, every campaign
 * with its status, who wrote it, whom it reached and what became of its emails, and Cancel for one
 * still scheduled. The server adds the business, its mailing address and an unsubscribe link to
 * every email. An auditor sees the list only.
 */
export function EmailCampaignsTab({ canChange }: { canChange: boolean }) {
  const campaigns = useCampaigns();
  const prefix = useId();
  return (
    <div className="sms-panel campaigns">
      {canChange ? <CampaignComposer /> : null}
      <section className="campaigns__list" aria-labelledby={`${prefix}-list`}>
        <div className="campaigns__list-head">
          <h3 id={`${prefix}-list`} className="sms-panel__title">
            Campaigns
          </h3>
          <button
            type="button"
            className="btn btn--outline btn--sm"
            onClick={() => void campaigns.refetch()}
            disabled={campaigns.isFetching}
          >
            {campaigns.isFetching && !campaigns.isPending ? 'Refreshing...' : 'Refresh'}
          </button>
        </div>
        <p className="admin-section__summary">
          Newest first, with whom each one reached and what became of its emails.
          {canChange ? '' : ' Read only.'}
        </p>
        <ListState query={campaigns} what="campaigns" empty={NO_CAMPAIGNS}>
          {(rows) => (
            <ul className="campaign-list">
              {rows.map((campaign) => (
                <li key={campaign.id}>
                  <CampaignCard campaign={campaign} canChange={canChange} />
                </li>
              ))}
            </ul>
          )}
        </ListState>
      </section>
    </div>
  );
}

// ---- the form ----

function CampaignComposer() {
  const prefix = useId();
  const id = (field: CampaignField) => `${prefix}-${field}`;
  const [form, setForm] = useState<CampaignForm>(EMPTY_CAMPAIGN_FORM);
  const [errors, setErrors] = useState<CampaignErrors>({});
  const [templateKey, setTemplateKey] = useState('');
  const contacts = useCampaignContacts();
  const templates = useMessageTemplates();
  const site = useSiteInfo();
  const mailingAddress = siteContentValue(useSiteContentEntries(), 'contact', 'mailing_address') ?? MAILING_ADDRESS_DEFAULT;
  const create = useCreateCampaign();
  const signedOut = useSignedOut();

  // Addresses ticked stay chosen only while they may be emailed (one may unsubscribe meanwhile).
  const contactRows = contacts.data ?? [];
  const effective: CampaignForm = { ...form, chosen: chosenReachable(form.chosen, contactRows) };
  const recipients = recipientsOf(effective);
  const path = audiencePath(recipients);
  const audience = useAudience(path);
  const preview: AudiencePreview | undefined =
    typeof recipients !== 'string' && path === null && recipients.length > 0 ? localAudience(recipients, contactRows) : audience.data;
  const scheduled = form.scheduledAt.trim() !== '';
  const email = emailTemplates(templates.data);

  const set = <K extends keyof CampaignForm>(field: K, value: CampaignForm[K], errorField: CampaignField) => {
    setForm((current) => ({ ...current, [field]: value }));
    if (errors[errorField]) setErrors((current) => ({ ...current, [errorField]: undefined }));
  };
  const focus = (field: CampaignField | undefined) => {
    if (!field) return;
    document.getElementById(field === 'recipients' ? `${id('recipients')}-${form.recipients}` : id(field))?.focus();
  };

  const applyTemplate = () => {
    const template = email.find((t) => t.key === templateKey);
    if (!template) return;
    const filled = campaignFromTemplate(template, site);
    setForm((current) => ({ ...current, ...filled }));
    setErrors((current) => ({ ...current, subject: undefined, content: undefined }));
    document.getElementById(id('subject'))?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (create.isPending) return;
    const found = validateCampaign(effective, new Date());
    setErrors(found);
    if (firstInvalid(found)) {
      focus(firstInvalid(found));
      return;
    }
    create.mutate(campaignBody(effective), {
      onSuccess: (campaign) => {
        toast(campaignCreatedToast(campaign));
        setForm(EMPTY_CAMPAIGN_FORM);
        setTemplateKey('');
      },
      onError: (error) => {
        if (errorStatus(error) === 401) return signedOut();
        const fromServer = fieldErrorsFrom(error, CAMPAIGN_FIELDS);
        setErrors(fromServer);
        focus(firstInvalid(fromServer));
        toast(campaignFailureToast(CAMPAIGN_FAILED, error));
      },
    });
  };

  const text = (field: 'name' | 'subject', label: string, max: number) => (
    <FormField id={id(field)} label={label} required error={errors[field]}>
      <input
        id={id(field)}
        className="input"
        type="text"
        autoComplete="off"
        maxLength={max}
        value={form[field]}
        onChange={(event) => set(field, event.target.value, field)}
        aria-invalid={errors[field] ? true : undefined}
        aria-describedby={describedBy(id(field), { error: errors[field] })}
      />
    </FormField>
  );

  return (
    <form className="card campaign-compose" onSubmit={submit} noValidate aria-labelledby={`${prefix}-title`}>
      <h3 id={`${prefix}-title`} className="sms-panel__title">
        Write a campaign
      </h3>
      <p className="admin-section__summary">
        Under Canada&apos;s anti-spam law a campaign goes only to contacts who ticked the box on their booking (express consent) or who
        bought a trip in the last two years (implied consent), and never to those who unsubscribed.
      </p>

      <div className="campaign-compose__template">
        <div className="field">
          <label className="label" htmlFor={`${prefix}-template`}>
            Start from a template
          </label>
          <select
            id={`${prefix}-template`}
            className="select"
            value={templateKey}
            onChange={(event) => setTemplateKey(event.target.value)}
            aria-describedby={`${prefix}-template-hint`}
          >
            <option value="">{templates.isPending ? 'Loading templates...' : 'Choose a template'}</option>
            {email.map((template) => (
              <option key={template.key} value={template.key}>
                {template.name}
              </option>
            ))}
          </select>
          <p id={`${prefix}-template-hint`} className="hint">
            Replaces the subject and content with the template&apos;s (SMS Communications &gt; Templates).
          </p>
        </div>
        <button type="button" className="btn btn--outline" onClick={applyTemplate} disabled={!templateKey}>
          Use template
        </button>
      </div>

      {text('name', 'Name (for you only)', CAMPAIGN_LIMITS.nameMax)}
      {text('subject', 'Subject', CAMPAIGN_LIMITS.subjectMax)}
      <FormField
        id={id('content')}
        label="Content"
        required
        error={errors.content}
        hint={
          <>
            Plain text; a blank line starts a paragraph. <code>{'{name}'}</code> is replaced by each contact&apos;s name. A footer is added
            to every email: {site.name}, its mailing address ({mailingAddress}) and a one-click unsubscribe link.{' '}
            <Link to="/content/page-content">Change the mailing address in Page Content</Link>.
          </>
        }
      >
        <textarea
          id={id('content')}
          className="textarea"
          rows={9}
          maxLength={CAMPAIGN_LIMITS.contentMax}
          value={form.content}
          onChange={(event) => set('content', event.target.value, 'content')}
          aria-invalid={errors.content ? true : undefined}
          aria-describedby={describedBy(id('content'), { hint: true, error: errors.content })}
        />
      </FormField>

      <fieldset className="campaign-recipients" aria-describedby={errors.recipients ? `${id('recipients')}-error` : undefined}>
        <legend className="label">
          Recipients<span aria-hidden="true"> *</span>
        </legend>
        {RECIPIENT_CHOICES.map((choice) => {
          const choiceId = `${id('recipients')}-${choice.value}`;
          return (
            <div key={choice.value} className="campaign-choice">
              <input
                id={choiceId}
                type="radio"
                name={id('recipients')}
                value={choice.value}
                checked={form.recipients === choice.value}
                onChange={() => set('recipients', choice.value as RecipientsChoice, 'recipients')}
                aria-describedby={`${choiceId}-hint`}
              />
              <label htmlFor={choiceId}>{choice.label}</label>
              <p id={`${choiceId}-hint`} className="hint">
                {choice.hint}
              </p>
            </div>
          );
        })}
        {form.recipients === 'chosen' ? (
          <ListState query={contacts} what="contacts" empty={NO_CONTACTS}>
            {(rows) => (
              <ContactPicker contacts={rows} chosen={effective.chosen} onChange={(chosen) => set('chosen', chosen, 'recipients')} />
            )}
          </ListState>
        ) : null}
        <FieldError id={id('recipients')} error={errors.recipients} />
      </fieldset>

      <AudienceSummary
        preview={preview}
        pending={path !== null && audience.isPending}
        failed={audience.isError}
        chosenNone={typeof recipients !== 'string' && recipients.length === 0}
      />

      <FormField
        id={id('scheduledDate')}
        label="Send at (optional)"
        error={errors.scheduledDate}
        hint="On the lake's clock (Edmonton time). Leave it empty to send now; a scheduled campaign can be cancelled until its time."
      >
        <div className="campaign-compose__when">
          <input
            id={id('scheduledDate')}
            className="input"
            type="datetime-local"
            min={lakeLocalValue(new Date())}
            value={form.scheduledAt}
            onChange={(event) => set('scheduledAt', event.target.value, 'scheduledDate')}
            aria-invalid={errors.scheduledDate ? true : undefined}
            aria-describedby={describedBy(id('scheduledDate'), { hint: true, error: errors.scheduledDate })}
          />
          {scheduled ? (
            <button type="button" className="btn btn--outline btn--sm" onClick={() => set('scheduledAt', '', 'scheduledDate')}>
              Send now instead
            </button>
          ) : null}
        </div>
      </FormField>

      <div className="sms-compose__actions">
        <button type="submit" className="btn btn--primary" disabled={create.isPending}>
          <BusyLabel busy={create.isPending} busyText={scheduled ? 'Scheduling...' : 'Sending...'}>
            {scheduled ? 'Schedule Campaign' : 'Send Campaign'}
          </BusyLabel>
        </button>
      </div>
    </form>
  );
}

/** The live preview: how many the recipients chosen will reach now, and why the others are left out. */
function AudienceSummary({
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
function ContactPicker({
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

// ---- the list ----

function CampaignCard({ campaign, canChange }: { campaign: Campaign; canChange: boolean }) {
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
