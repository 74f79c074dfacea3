import { useId, useState, type FormEvent } from 'react';
import { errorStatus } from '@browser-kit/api/api';
import { BusyLabel } from '@browser-kit/forms/form-field';
import { toast } from '@browser-kit/toast';
import { useSignedOut } from '../auth/auth-api';
import { fieldErrorsFrom } from '../shared/content-writes';
import { ListState } from '../shared/ListState';
import { MessageField } from './SmsTab';
import { useCustomers, useSendBulkSms } from './sms-api';
import {
  BULK_SMS_FAILED,
  bulkSentToast,
  lastTripText,
  NO_CUSTOMERS,
  OPTED_OUT_LABEL,
  OPTED_OUT_NOTE,
  selectablePhones,
  selectedRecipients,
  selectionText,
  smsFailureToast,
  validateBulkSms,
  type BulkErrors,
  type BulkField,
} from './sms-format';
import type { Customer } from './sms-types';

const BULK_FIELDS: readonly BulkField[] = ['recipients', 'message'];

/**
 * 'Bulk SMS': the customers from the bookings (name, phone, email, bookings, last
 * trip), selectable but for those who opted out, and one message to those selected. Send stays
 * disabled while none is selected. An auditor sees the list only.
 */
export function BulkSmsTab({ canChange }: { canChange: boolean }) {
  const customers = useCustomers();
  const prefix = useId();
  return (
    <div className="sms-panel">
      <h3 id={`${prefix}-title`} className="sms-panel__title">
        Customers
      </h3>
      <p className="admin-section__summary">
        One per phone number, from their bookings, the latest booker first. Customers who replied STOP are left out.
      </p>
      <ListState query={customers} what="customers" empty={NO_CUSTOMERS}>
        {(rows) =>
          canChange ? (
            <BulkSmsForm customers={rows} titleId={`${prefix}-title`} />
          ) : (
            <CustomerTable customers={rows} titleId={`${prefix}-title`} />
          )
        }
      </ListState>
    </div>
  );
}

function BulkSmsForm({ customers, titleId }: { customers: readonly Customer[]; titleId: string }) {
  const prefix = useId();
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<BulkErrors>({});
  const send = useSendBulkSms();
  const signedOut = useSignedOut();
  const selectable = selectablePhones(customers);
  const recipients = selectedRecipients(selected, customers);
  const none = recipients.length === 0;
  const recipientsErrorId = `${prefix}-recipients-error`;
  const sendHintId = `${prefix}-send-hint`;

  const choose = (next: ReadonlySet<string>) => {
    setSelected(next);
    if (errors.recipients) setErrors((current) => ({ ...current, recipients: undefined }));
  };
  const toggle = (phone: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(phone);
    else next.delete(phone);
    choose(next);
  };
  const typeMessage = (value: string) => {
    setMessage(value);
    if (errors.message) setErrors((current) => ({ ...current, message: undefined }));
  };
  const focusMessage = () => document.getElementById(`${prefix}-message`)?.focus();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (send.isPending) return;
    const found = validateBulkSms(recipients, message);
    setErrors(found);
    if (found.recipients) return;
    if (found.message) {
      focusMessage();
      return;
    }
    send.mutate(
      { recipients, message },
      {
        onSuccess: (receipt) => {
          toast(bulkSentToast(receipt));
          setSelected(new Set());
          setMessage('');
        },
        onError: (error) => {
          if (errorStatus(error) === 401) return signedOut();
          const fromServer = fieldErrorsFrom(error, BULK_FIELDS);
          setErrors(fromServer);
          if (fromServer.message) focusMessage();
          toast(smsFailureToast(BULK_SMS_FAILED, error));
        },
      },
    );
  };

  return (
    <form className="sms-bulk" onSubmit={submit} noValidate aria-labelledby={titleId}>
      <div className="sms-bulk__tools">
        <button type="button" className="btn btn--outline btn--sm" onClick={() => choose(new Set(selectable))}>
          Select all
        </button>
        <button type="button" className="btn btn--outline btn--sm" onClick={() => choose(new Set())}>
          Select none
        </button>
        <p className="sms-bulk__count" role="status">
          {selectionText(recipients.length, selectable.length)}
        </p>
      </div>
      <CustomerTable customers={customers} titleId={titleId} selected={selected} onToggle={toggle} />
      {errors.recipients ? (
        <p id={recipientsErrorId} className="field-error" role="alert">
          {errors.recipients}
        </p>
      ) : null}
      <div className="card sms-bulk__compose">
        <MessageField id={`${prefix}-message`} label="Message" value={message} onChange={typeMessage} error={errors.message} />
        <div className="sms-compose__actions">
          {/* aria-disabled rather than disabled: a click on it says what is missing (none selected). */}
          <button
            type="submit"
            className="btn btn--primary"
            aria-disabled={none || send.isPending ? true : undefined}
            aria-describedby={[none ? sendHintId : '', errors.recipients ? recipientsErrorId : ''].filter(Boolean).join(' ') || undefined}
          >
            <BusyLabel busy={send.isPending} busyText="Sending...">
              Send Bulk SMS
            </BusyLabel>
          </button>
          {none ? (
            <p id={sendHintId} className="hint sms-compose__hint">
              Select at least one customer to send.
            </p>
          ) : null}
        </div>
      </div>
    </form>
  );
}

/** The customers, with a box each when `onToggle` is given (the admin's form); opted-out rows cannot be chosen. */
function CustomerTable({
  customers,
  titleId,
  selected,
  onToggle,
}: {
  customers: readonly Customer[];
  titleId: string;
  selected?: ReadonlySet<string>;
  onToggle?: (phone: string, on: boolean) => void;
}) {
  return (
    <div className="sms-table-wrap" role="region" aria-labelledby={titleId} tabIndex={0}>
      <table className="sms-table">
        <thead>
          <tr>
            {onToggle ? (
              <th scope="col">
                <span className="visually-hidden">Selected</span>
              </th>
            ) : null}
            <th scope="col">Name</th>
            <th scope="col">Phone</th>
            <th scope="col">Email</th>
            <th scope="col">Bookings</th>
            <th scope="col">Last trip</th>
          </tr>
        </thead>
        <tbody>
          {customers.map((customer) => (
            <tr key={customer.phone} className={customer.optedOut ? 'sms-table__row--opted-out' : undefined}>
              {onToggle ? (
                <td>
                  <input
                    type="checkbox"
                    className="sms-table__check"
                    aria-label={`Select ${customer.name}`}
                    checked={!customer.optedOut && (selected?.has(customer.phone) ?? false)}
                    disabled={customer.optedOut}
                    onChange={(event) => onToggle(customer.phone, event.target.checked)}
                  />
                </td>
              ) : null}
              <th scope="row">
                <span className="sms-table__name">{customer.name}</span>
                {customer.optedOut ? (
                  <span className="badge sms-badge--opted-out" title={OPTED_OUT_NOTE}>
                    {OPTED_OUT_LABEL}
                  </span>
                ) : null}
              </th>
              <td className="sms-table__nowrap">{customer.displayPhone}</td>
              <td className="sms-table__email">{customer.email}</td>
              <td>{customer.bookings}</td>
              <td className="sms-table__nowrap">{lastTripText(customer.lastTrip)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
