import { useId, useState, type FormEvent } from 'react';
import { errorStatus } from '@browser-kit/api/api';
import { BusyLabel, describedBy, FormField } from '@browser-kit/forms/form-field';
import { toast } from '@browser-kit/toast';
import { useSignedOut } from '../auth/auth-api';
import { guidePhoneError } from '../settings/guide-phone';
import { fieldErrorsFrom } from '../shared/content-writes';
import { QueryState } from '../shared/QueryState';
import { useAutomationSettings, useSaveAutomationSettings, type AutomationSettings } from './automation-api';
import { smsFailureToast } from './sms-format';
import {
  AUTOMATION_SAVE_FAILED,
  AUTOMATION_SWITCH_HINTS,
  AUTOMATION_SWITCH_KEYS,
  AUTOMATION_SWITCH_LABELS,
  changedFields,
  onOffText,
} from './template-format';

type AutomationField = keyof AutomationSettings;
const FIELDS: readonly AutomationField[] = ['bookingConfirmationSms', 'autoEmailReceipts', 'reminderMessages', 'guideNotificationPhone'];

const PHONE_HINT =
  'The guide phone of Settings: new bookings, cancellations, trip reminders and the daily summary are texted here. Format: (XXX) XXX-XXXX';
const ALWAYS_SENT = 'Cancellation messages to customers, and every text to the guide, always go.';

/**
 * 'Automation' (docs/product/messaging.md): which messages go to customers by
 * themselves (the confirmation SMS, the confirmation email with its receipt, the trip reminders)
 * and the phone the guide's texts go to. An auditor reads them only.
 */
export function AutomationTab({ canChange }: { canChange: boolean }) {
  const settings = useAutomationSettings();
  const prefix = useId();
  const titleId = `${prefix}-title`;
  return (
    <div className="sms-panel sms-automation">
      <h3 id={titleId} className="sms-panel__title">
        Automatic messages
      </h3>
      <p className="admin-section__summary">
        {canChange ? 'Choose which messages the site sends by itself. ' : 'Which messages the site sends by itself (read only). '}
        {ALWAYS_SENT}
      </p>
      <QueryState query={settings} loading="Loading automation settings..." failed="The automation settings could not be loaded.">
        {settings.data ? (
          canChange ? (
            <AutomationForm stored={settings.data} titleId={titleId} />
          ) : (
            <AutomationSummary settings={settings.data} />
          )
        ) : null}
      </QueryState>
    </div>
  );
}

/** Starts from the settings stored when it opens; a save sends the fields changed since the last answer. */
function AutomationForm({ stored, titleId }: { stored: AutomationSettings; titleId: string }) {
  const prefix = useId();
  const fieldId = (field: AutomationField) => `${prefix}-${field}`;
  const [values, setValues] = useState<AutomationSettings>(stored);
  const [errors, setErrors] = useState<Partial<Record<AutomationField, string>>>({});
  const save = useSaveAutomationSettings();
  const signedOut = useSignedOut();

  const set = <F extends AutomationField>(field: F, value: AutomationSettings[F]) => {
    setValues((current) => ({ ...current, [field]: value }));
    if (errors[field]) setErrors((current) => ({ ...current, [field]: undefined }));
  };
  const showErrors = (found: Partial<Record<AutomationField, string>>) => {
    setErrors(found);
    const first = FIELDS.find((field) => found[field]);
    if (first) document.getElementById(fieldId(first))?.focus();
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (save.isPending) return;
    const phone = values.guideNotificationPhone.trim();
    const phoneError = guidePhoneError(phone);
    if (phoneError) {
      showErrors({ guideNotificationPhone: phoneError });
      return;
    }
    save.mutate(changedFields(stored, { ...values, guideNotificationPhone: phone }), {
      // The form shows what is stored now (the phone as the server keeps it); `stored` follows the answer too.
      onSuccess: (saved) => setValues(saved),
      onError: (error) => {
        if (errorStatus(error) === 401) return signedOut();
        showErrors(fieldErrorsFrom(error, FIELDS));
        toast(smsFailureToast(AUTOMATION_SAVE_FAILED, error));
      },
    });
  };

  const phoneId = fieldId('guideNotificationPhone');
  return (
    <form className="card sms-automation__form" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <fieldset className="sms-automation__switches">
        <legend className="label">Messages to customers</legend>
        {AUTOMATION_SWITCH_KEYS.map((key) => (
          <div key={key} className="sms-switch">
            <input
              id={fieldId(key)}
              type="checkbox"
              role="switch"
              className="sms-switch__input"
              checked={values[key]}
              disabled={save.isPending}
              onChange={(event) => set(key, event.target.checked)}
              aria-describedby={describedBy(fieldId(key), { hint: true, error: errors[key] })}
            />
            <label className="sms-switch__label" htmlFor={fieldId(key)}>
              {AUTOMATION_SWITCH_LABELS[key]}
            </label>
            <p id={`${fieldId(key)}-hint`} className="hint">
              {AUTOMATION_SWITCH_HINTS[key]}
            </p>
            {errors[key] ? (
              <p id={`${fieldId(key)}-error`} className="field-error">
                {errors[key]}
              </p>
            ) : null}
          </div>
        ))}
      </fieldset>

      <FormField id={phoneId} label="Guide notification phone" required hint={PHONE_HINT} error={errors.guideNotificationPhone}>
        <input
          id={phoneId}
          className="input sms-automation__phone"
          type="tel"
          autoComplete="off"
          placeholder="(780) 555-0142"
          maxLength={14}
          value={values.guideNotificationPhone}
          disabled={save.isPending}
          onChange={(event) => set('guideNotificationPhone', event.target.value)}
          aria-invalid={errors.guideNotificationPhone ? true : undefined}
          aria-describedby={describedBy(phoneId, { hint: true, error: errors.guideNotificationPhone })}
        />
      </FormField>

      <div className="sms-compose__actions">
        <button type="submit" className="btn btn--primary" disabled={save.isPending}>
          <BusyLabel busy={save.isPending} busyText="Saving...">
            Save Settings
          </BusyLabel>
        </button>
      </div>
    </form>
  );
}

function AutomationSummary({ settings }: { settings: AutomationSettings }) {
  return (
    <dl className="card sms-automation__summary">
      {AUTOMATION_SWITCH_KEYS.map((key) => (
        <div key={key} className="sms-automation__row">
          <dt>{AUTOMATION_SWITCH_LABELS[key]}</dt>
          <dd>{onOffText(settings[key])}</dd>
        </div>
      ))}
      <div className="sms-automation__row">
        <dt>Guide notification phone</dt>
        <dd>{settings.guideNotificationPhone}</dd>
      </div>
    </dl>
  );
}
