import { useId, useRef, useState, type FormEvent } from 'react';
import { errorStatus } from '@browser-kit/api/api';
import { BusyLabel, FieldError } from '@browser-kit/forms/form-field';
import { ModalDialog } from '@browser-kit/dialogs/ModalDialog';
import { toast } from '@browser-kit/toast';
import { sampleMessage, validateMessageTemplate, type TemplateFieldErrors } from '../../../domain/messaging/template-rules';
import { useSignedOut } from '../auth/auth-api';
import { fieldErrorsFrom } from '../shared/content-writes';
import { ListState } from '../shared/ListState';
import { smsFailureToast } from './sms-format';
import { useMessageTemplates, useResetTemplate, useSaveTemplate, type MessageTemplate } from './template-api';
import {
  cardPreview,
  insertAt,
  lastChangeText,
  placeholderItems,
  TEMPLATE_GROUPS,
  TEMPLATE_RESET,
  TEMPLATE_RESET_FAILED,
  TEMPLATE_SAVE_FAILED,
  TEMPLATE_SAVED,
  TEMPLATE_SYNTAX_HINT,
  templateCounterText,
  templatesOf,
} from './template-format';
import { TemplateSendingNote } from './TemplateSendingNote';

type TemplateField = 'subject' | 'body';
const TEMPLATE_FIELDS: readonly TemplateField[] = ['subject', 'body'];

/** Focus after the re-render that shows the element (a card's Edit button comes back when its form closes). */
const focusSoon = (id: string) => setTimeout(() => document.getElementById(id)?.focus(), 0);

/**
 * 'Templates' (docs/product/messaging.md): the texts of the site's messages, SMS then email, each a
 * card with its preview (100 and 80 characters), whether the admin changed it, and by whom. The admin
 * edits one in place, with its placeholders, the same validation as the server and, for an SMS,
 * its length in characters and parts; or puts its default back. An auditor reads the cards only.
 */
export function TemplatesTab({ canChange }: { canChange: boolean }) {
  const templates = useMessageTemplates();
  const prefix = useId();
  const [editing, setEditing] = useState<string | null>(null);
  const editId = (key: string) => `${prefix}-edit-${key}`;

  const close = (key: string) => {
    setEditing(null);
    focusSoon(editId(key));
  };

  return (
    <div className="sms-panel sms-templates">
      <p className="admin-section__summary">
        {canChange
          ? 'The texts of the messages the site sends, and starting points for your own. Edit one to change what the next messages say.'
          : 'The texts of the messages the site sends (read only).'}
      </p>
      <ListState query={templates} what="message templates" empty="No message templates.">
        {(list) =>
          TEMPLATE_GROUPS.map(({ channel, title }) => (
            <section key={channel} className="sms-templates__group" aria-labelledby={`${prefix}-${channel}`}>
              <h3 id={`${prefix}-${channel}`} className="sms-panel__title">
                {title}
              </h3>
              <ul className="sms-templates__list">
                {templatesOf(list, channel).map((template) =>
                  editing === template.key ? (
                    <li key={template.key} className="sms-templates__item sms-templates__item--editing">
                      <TemplateEditor template={template} returnFocusId={editId(template.key)} onClose={() => close(template.key)} />
                    </li>
                  ) : (
                    <li key={template.key} className="sms-templates__item">
                      <TemplateCard
                        template={template}
                        editId={editId(template.key)}
                        onEdit={canChange ? () => setEditing(template.key) : undefined}
                      />
                    </li>
                  ),
                )}
              </ul>
            </section>
          ))
        }
      </ListState>
    </div>
  );
}

function TemplateCard({ template, editId, onEdit }: { template: MessageTemplate; editId: string; onEdit?: () => void }) {
  const nameId = useId();
  return (
    <article className="card sms-template" aria-labelledby={nameId}>
      <div className="sms-template__head">
        <h4 id={nameId} className="sms-template__name">
          {template.name}
        </h4>
        {template.customised ? <span className="badge sms-badge--customised">Customised</span> : null}
      </div>
      <TemplateSendingNote sending={template.sending} className="sms-template__use" />
      {template.channel === 'email' ? (
        <p className="sms-template__subject">
          <span className="sms-template__label">Subject:</span> {template.subject}
        </p>
      ) : null}
      <p className="sms-template__preview">{cardPreview(template)}</p>
      <p className="sms-template__changed">{lastChangeText(template)}</p>
      {onEdit ? (
        <div className="sms-template__actions">
          <button id={editId} type="button" className="btn btn--outline btn--sm" onClick={onEdit} aria-label={`Edit ${template.name}`}>
            Edit
          </button>
        </div>
      ) : null}
    </article>
  );
}

/** One template's form, in place of its card: Save, Cancel, and Reset to default once it has the admin's text. */
function TemplateEditor({ template, returnFocusId, onClose }: { template: MessageTemplate; returnFocusId: string; onClose: () => void }) {
  const prefix = useId();
  const titleId = `${prefix}-title`;
  const fieldId = (field: TemplateField) => `${prefix}-${field}`;
  const isEmail = template.channel === 'email';
  const [values, setValues] = useState<Record<TemplateField, string>>({ subject: template.subject ?? '', body: template.body });
  const [serverErrors, setServerErrors] = useState<TemplateFieldErrors>({});
  const [confirmingReset, setConfirmingReset] = useState(false);
  // Where a placeholder goes: the field the admin was last in (the text, to begin with).
  const lastField = useRef<TemplateField>('body');
  const save = useSaveTemplate();
  const reset = useResetTemplate();
  const signedOut = useSignedOut();
  const busy = save.isPending || reset.isPending;

  // The server's rule, as the admin types; a refusal from the server shows until its field changes.
  const local = validateMessageTemplate(template.key, { body: values.body, subject: isEmail ? values.subject : undefined }) ?? {};
  const errors: TemplateFieldErrors = { subject: local.subject ?? serverErrors.subject, body: local.body ?? serverErrors.body };
  const firstInvalid = (found: TemplateFieldErrors) => TEMPLATE_FIELDS.find((field) => found[field] && (isEmail || field === 'body'));

  const set = (field: TemplateField, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (serverErrors[field]) setServerErrors((current) => ({ ...current, [field]: undefined }));
  };

  const insert = (token: string) => {
    const field = lastField.current;
    const element = document.getElementById(fieldId(field)) as HTMLInputElement | HTMLTextAreaElement | null;
    const text = values[field];
    const next = insertAt(text, token, element?.selectionStart ?? text.length, element?.selectionEnd ?? text.length);
    set(field, next.text);
    setTimeout(() => {
      element?.focus();
      element?.setSelectionRange(next.cursor, next.cursor);
    }, 0);
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const invalid = firstInvalid(errors);
    if (invalid) {
      document.getElementById(fieldId(invalid))?.focus();
      return;
    }
    save.mutate(
      { key: template.key, body: isEmail ? { body: values.body, subject: values.subject } : { body: values.body } },
      {
        onSuccess: (saved) => {
          toast({
            title: TEMPLATE_SAVED,
            description: saved.customised ? `${saved.name}: the next messages use your text.` : `${saved.name}: the default text is used.`,
          });
          onClose();
        },
        onError: (error) => {
          if (errorStatus(error) === 401) return signedOut();
          const fromServer = fieldErrorsFrom(error, TEMPLATE_FIELDS);
          setServerErrors(fromServer);
          const first = firstInvalid(fromServer);
          if (first) document.getElementById(fieldId(first))?.focus();
          toast(smsFailureToast(TEMPLATE_SAVE_FAILED, error));
        },
      },
    );
  };

  const confirmReset = () =>
    reset.mutate(template.key, {
      onSuccess: (back) => {
        toast({ title: TEMPLATE_RESET, description: `${back.name}: back to its default text.` });
        setConfirmingReset(false);
        onClose();
      },
      onError: (error) => {
        setConfirmingReset(false);
        if (errorStatus(error) === 401) return signedOut();
        toast(smsFailureToast(TEMPLATE_RESET_FAILED, error));
      },
    });

  const describedBy = (field: TemplateField, ...more: string[]) =>
    [...more, errors[field] ? `${fieldId(field)}-error` : ''].filter(Boolean).join(' ') || undefined;
  const placeholdersId = `${prefix}-placeholders`;
  const bodyLabel = isEmail ? 'Content' : 'Message';

  return (
    <form className="card sms-template-form" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <h4 id={titleId} className="sms-template-form__title">
        Edit {template.name}
      </h4>
      <TemplateSendingNote sending={template.sending} className="sms-template__use" />

      {isEmail ? (
        <div className="field">
          <label className="label" htmlFor={fieldId('subject')}>
            Subject<span aria-hidden="true"> *</span>
          </label>
          <input
            id={fieldId('subject')}
            className="input"
            type="text"
            value={values.subject}
            disabled={busy}
            onChange={(event) => set('subject', event.target.value)}
            onFocus={() => (lastField.current = 'subject')}
            aria-invalid={errors.subject ? true : undefined}
            aria-describedby={describedBy('subject')}
            autoFocus
          />
          <FieldError id={fieldId('subject')} error={errors.subject} />
        </div>
      ) : null}

      <div className="field">
        <label className="label" htmlFor={fieldId('body')}>
          {bodyLabel}
          <span aria-hidden="true"> *</span>
        </label>
        <textarea
          id={fieldId('body')}
          className="textarea"
          rows={isEmail ? 10 : 5}
          value={values.body}
          disabled={busy}
          onChange={(event) => set('body', event.target.value)}
          onFocus={() => (lastField.current = 'body')}
          aria-invalid={errors.body ? true : undefined}
          aria-describedby={describedBy('body', `${fieldId('body')}-hint`, ...(isEmail ? [] : [`${fieldId('body')}-counter`]))}
          autoFocus={!isEmail}
        />
        <p id={`${fieldId('body')}-hint`} className="hint">
          {TEMPLATE_SYNTAX_HINT}
        </p>
        {isEmail ? null : (
          <p id={`${fieldId('body')}-counter`} className="hint sms-counter">
            {templateCounterText(values.body)}
            <span className="sms-template-form__counter-note"> with a sample booking</span>
          </p>
        )}
        <FieldError id={fieldId('body')} error={errors.body} />
      </div>

      <div className="sms-template-form__placeholders">
        <p id={placeholdersId} className="label">
          Placeholders this template can use
        </p>
        <p className="hint">Choose one to insert it where the cursor is.</p>
        <ul className="sms-placeholders" aria-labelledby={placeholdersId}>
          {placeholderItems(template.placeholders).map(({ token, description }) => (
            <li key={token} className="sms-placeholders__item">
              <button
                type="button"
                className="btn btn--outline btn--sm sms-placeholders__token"
                onClick={() => insert(token)}
                disabled={busy}
                aria-label={`Insert ${token}`}
              >
                {token}
              </button>
              <span className="sms-placeholders__what">{description}</span>
            </li>
          ))}
        </ul>
      </div>

      <div className="sms-template-form__sample" role="group" aria-labelledby={`${prefix}-sample`}>
        <p id={`${prefix}-sample`} className="label">
          With a sample booking
        </p>
        {isEmail ? <p className="sms-template-form__sample-subject">{sampleMessage(values.subject)}</p> : null}
        <p className="sms-template-form__sample-text">{sampleMessage(values.body)}</p>
      </div>

      {template.customised ? (
        <details className="sms-template-form__default">
          <summary>Default text</summary>
          {isEmail ? <p className="sms-template-form__sample-subject">{template.defaultSubject}</p> : null}
          <p className="sms-template-form__sample-text">{template.defaultBody}</p>
        </details>
      ) : null}

      <div className="sms-template-form__actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          <BusyLabel busy={save.isPending} busyText="Saving...">
            Save Template
          </BusyLabel>
        </button>
        <button type="button" className="btn btn--outline" onClick={onClose} disabled={busy}>
          Cancel
        </button>
        {template.customised ? (
          <button
            type="button"
            className="btn btn--outline-danger sms-template-form__reset"
            onClick={() => setConfirmingReset(true)}
            disabled={busy}
          >
            Reset to default
          </button>
        ) : null}
      </div>

      {confirmingReset ? (
        <ResetTemplateDialog
          name={template.name}
          busy={reset.isPending}
          returnFocusId={returnFocusId}
          onConfirm={confirmReset}
          onCancel={() => setConfirmingReset(false)}
        />
      ) : null}
    </form>
  );
}

/** Asks before the admin's text is dropped; 'Keep my text' or Escape closes it. */
function ResetTemplateDialog({
  name,
  busy,
  returnFocusId,
  onConfirm,
  onCancel,
}: {
  name: string;
  busy: boolean;
  returnFocusId: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const titleId = useId();
  const questionId = useId();
  return (
    <ModalDialog titleId={titleId} descriptionId={questionId} onCancel={onCancel} busy={busy} returnFocusId={returnFocusId}>
      <div className="modal__header">
        <h2 id={titleId} className="modal__title">
          Reset to default?
        </h2>
        <p id={questionId} className="modal__lead">
          {name} goes back to its default text, and your text is lost. The next messages use the default.
        </p>
      </div>
      <div className="modal__actions">
        <button type="button" className="btn btn--outline" onClick={onCancel} disabled={busy} data-autofocus>
          Keep my text
        </button>
        <button type="button" className="btn btn--danger" onClick={onConfirm} disabled={busy}>
          <BusyLabel busy={busy} busyText="Resetting...">
            Reset template
          </BusyLabel>
        </button>
      </div>
    </ModalDialog>
  );
}
