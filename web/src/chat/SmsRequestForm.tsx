import { useEffect, useRef, useState, type FormEvent } from 'react';
import { describedBy, FieldError } from '@browser-kit/forms/form-field';
import { smsPhoneError, smsRequestText } from './chat-actions';

const PHONE_ID = 'chat-sms-phone';
const INTRO_ID = 'chat-sms-intro';

/**
 * A `send_sms` action's small form: the visitor's phone (the booking form's rule and message),
 * then the last question goes to the guide, who texts back.
 */
export function SmsRequestForm({
  guideName,
  question,
  disabled,
  onSend,
  onCancel,
}: {
  guideName: string;
  question: string;
  disabled: boolean;
  onSend: (phone: string, displayText: string) => boolean;
  onCancel: () => void;
}) {
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    inputRef.current?.focus();
  }, []);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const problem = smsPhoneError(phone);
    setError(problem);
    if (problem) {
      inputRef.current?.focus();
      return;
    }
    onSend(phone, smsRequestText(phone));
  };

  return (
    <form className="chat-sms" method="post" onSubmit={onSubmit} noValidate aria-labelledby={INTRO_ID}>
      <p id={INTRO_ID} className="chat-sms__intro">
        Leave your number and {guideName} will text you about: <q>{question}</q>
      </p>
      <label className="label" htmlFor={PHONE_ID}>
        Your phone number
      </label>
      <input
        ref={inputRef}
        id={PHONE_ID}
        className="input"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        value={phone}
        onChange={(event) => {
          setPhone(event.target.value);
          if (error) setError(smsPhoneError(event.target.value));
        }}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(PHONE_ID, { error })}
      />
      <FieldError id={PHONE_ID} error={error} />
      <div className="chat-sms__actions">
        <button type="submit" className="btn btn--accent btn--sm" disabled={disabled}>
          Send to {guideName}
        </button>
        <button type="button" className="btn btn--outline btn--sm" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}
