import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { errorStatus } from '@browser-kit/api/api';
import { BusyLabel, describedBy, FieldError, FormField } from '@browser-kit/forms/form-field';
import { siteContentValue, useSiteContentEntries, useSiteInfo } from '@browser-kit/site/site-info';
import { toast } from '@browser-kit/toast';
import { MAILING_ADDRESS_DEFAULT } from '../../../domain/content/site-content-defaults';
import { useSignedOut } from '../auth/auth-api';
import { fieldErrorsFrom } from '../shared/content-writes';
import { ListState } from '../shared/ListState';
import { useAudience, useCampaignContacts, useCreateCampaign, useMessageTemplates } from './campaign-api';
import { audiencePath, chosenReachable, localAudience } from './campaign-audience';
import {
  CAMPAIGN_FIELDS,
  CAMPAIGN_LIMITS,
  campaignBody,
  campaignFromTemplate,
  EMPTY_CAMPAIGN_FORM,
  emailTemplates,
  firstInvalid,
  RECIPIENT_CHOICES,
  recipientsOf,
  validateCampaign,
  type CampaignErrors,
  type CampaignField,
  type CampaignForm,
  type RecipientsChoice,
} from './campaign-form';
import { CAMPAIGN_FAILED, campaignCreatedToast, campaignFailureToast, NO_CONTACTS } from './campaign-format';
import { lakeLocalValue } from './campaign-lake-time';
import type { AudiencePreview } from './campaign-types';
import { AudienceSummary, ContactPicker } from './CampaignRecipients';

/* The Email Campaigns tab's form: the campaign's text or a template's, its recipients and when it goes. */

export function CampaignComposer() {
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
