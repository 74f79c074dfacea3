import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { errorStatus } from '@browser-kit/api/api';
import { BusyLabel } from '@browser-kit/forms/form-field';
import { toast } from '@browser-kit/toast';
import { useSignedOut } from '../auth/auth-api';
import { formatInstant } from '../bookings/booking-format';
import { fieldErrorsFrom } from '../shared/content-writes';
import { ListState } from '../shared/ListState';
import { QueryState } from '../shared/QueryState';
import { MessageField } from './SmsTab';
import { useMarkThreadRead, useReplySms, useSmsThread, useSmsThreads } from './sms-api';
import {
  lastMessagePreview,
  messageError,
  messageFacts,
  NO_THREADS,
  OPTED_OUT_LABEL,
  OPTED_OUT_NOTE,
  phoneText,
  SMS_FAILED,
  smsFailureToast,
  smsSentToast,
  threadTitle,
  UNVERIFIED_NUMBER_LABEL,
  UNVERIFIED_NUMBER_NOTE,
  unreadText,
} from './sms-format';
import type { SmsThreadMessage, SmsThreadSummary } from './sms-types';

/**
 * The open conversation's id, in the address so a reload keeps it: /admin/sms/inbox?thread=<id>.
 * Never its number: the address reaches the history and the server's log.
 */
const THREAD_PARAM = 'thread';

/**
 * 'Inbox': a conversation per number that texted in, and one per number a visitor typed in the
 * website chat (marked: the number is not verified), the latest first, with its unread texts,
 * fetched again every 30 seconds while open. A conversation shows both sides (ours with
 * their status, who sent them and why one failed); an admin's opening marks it read, and a reply
 * goes from its foot. An auditor reads only: nothing is marked read.
 */
export function InboxTab({ canChange }: { canChange: boolean }) {
  const threads = useSmsThreads({ poll: true });
  const [params, setParams] = useSearchParams();
  const open = params.get(THREAD_PARAM);
  const summary = threads.data?.find((thread) => thread.id === open);
  const prefix = useId();

  return (
    <div className={open ? 'sms-panel sms-inbox sms-inbox--open' : 'sms-panel sms-inbox'}>
      <section className="sms-inbox__list" aria-labelledby={`${prefix}-threads`}>
        <div className="sms-inbox__list-head">
          <h3 id={`${prefix}-threads`} className="sms-panel__title">
            Conversations
          </h3>
          <button type="button" className="btn btn--outline btn--sm" onClick={() => void threads.refetch()} disabled={threads.isFetching}>
            {threads.isFetching && !threads.isPending ? 'Refreshing...' : 'Refresh'}
          </button>
        </div>
        <ListState query={threads} what="conversations" empty={NO_THREADS}>
          {(rows) => (
            <ul className="sms-threads">
              {rows.map((thread) => (
                <li key={thread.id}>
                  <ThreadButton thread={thread} current={thread.id === open} onOpen={() => setParams({ [THREAD_PARAM]: thread.id })} />
                </li>
              ))}
            </ul>
          )}
        </ListState>
      </section>
      {open ? (
        <Conversation key={open} id={open} summary={summary} canChange={canChange} />
      ) : (
        <p className="sms-inbox__none">Choose a conversation to read it.</p>
      )}
    </div>
  );
}

function ThreadButton({ thread, current, onOpen }: { thread: SmsThreadSummary; current: boolean; onOpen: () => void }) {
  return (
    <button
      type="button"
      className={thread.unread > 0 ? 'sms-thread sms-thread--unread' : 'sms-thread'}
      aria-current={current ? 'true' : undefined}
      onClick={onOpen}
    >
      <span className="sms-thread__head">
        <span className="sms-thread__name">{threadTitle(thread)}</span>
        <time className="sms-thread__time" dateTime={thread.lastAt}>
          {formatInstant(thread.lastAt)}
        </time>
      </span>
      {thread.name ? <span className="sms-thread__phone">{phoneText(thread.phone)}</span> : null}
      <span className="sms-thread__preview">{lastMessagePreview(thread)}</span>
      {thread.unread > 0 || thread.optedOut || !thread.numberVerified ? (
        <span className="sms-thread__badges">
          {thread.numberVerified ? null : <span className="badge sms-badge--unverified">{UNVERIFIED_NUMBER_LABEL}</span>}
          {thread.unread > 0 ? <span className="badge sms-badge--unread">{unreadText(thread.unread)}</span> : null}
          {thread.optedOut ? <span className="badge sms-badge--opted-out">{OPTED_OUT_LABEL}</span> : null}
        </span>
      ) : null}
    </button>
  );
}

/** Marks the conversation read once per new text while an admin has it open. */
function useMarkedReadWhileOpen(id: string, summary: SmsThreadSummary | undefined, canChange: boolean) {
  const { mutate: markRead } = useMarkThreadRead();
  const signedOut = useSignedOut();
  const done = useRef<string | null>(null);
  const unread = summary?.unread ?? 0;
  const lastAt = summary?.lastAt ?? '';
  useEffect(() => {
    if (!canChange || unread === 0) return;
    const key = `${id} ${lastAt} ${unread}`;
    if (done.current === key) return;
    done.current = key;
    markRead(id, {
      onError: (error) => {
        if (errorStatus(error) === 401) signedOut();
      },
    });
  }, [canChange, id, unread, lastAt, markRead, signedOut]);
}

function Conversation({ id, summary, canChange }: { id: string; summary: SmsThreadSummary | undefined; canChange: boolean }) {
  const thread = useSmsThread(id);
  const titleId = useId();
  const noteId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useMarkedReadWhileOpen(id, summary, canChange);
  // Opening a conversation takes the reader to it (below the list on a phone).
  useEffect(() => heading.current?.focus(), []);

  const name = thread.data?.name ?? summary?.name ?? null;
  const optedOut = thread.data?.optedOut ?? summary?.optedOut ?? false;
  const phone = thread.data?.phone ?? summary?.phone ?? '';
  const source = thread.data?.source ?? summary?.source ?? 'sms';
  const title = threadTitle({ name, phone, source });
  const unverified = source === 'website-chat';

  return (
    <section className="card sms-conversation" aria-labelledby={titleId}>
      <header className="sms-conversation__head">
        <h3 id={titleId} ref={heading} tabIndex={-1} className="sms-panel__title" aria-describedby={unverified ? noteId : undefined}>
          {title}
        </h3>
        {name ? <p className="sms-conversation__phone">{phoneText(phone)}</p> : null}
        {unverified ? <span className="badge sms-badge--unverified">{UNVERIFIED_NUMBER_LABEL}</span> : null}
        {optedOut ? <span className="badge sms-badge--opted-out">{OPTED_OUT_LABEL}</span> : null}
        {unverified ? (
          <p className="sms-conversation__note" id={noteId}>
            {UNVERIFIED_NUMBER_NOTE}
          </p>
        ) : null}
      </header>
      <QueryState query={thread} loading="Loading the conversation..." failed="The conversation could not be loaded.">
        {thread.data && thread.data.messages.length > 0 ? (
          <ol className="sms-messages" aria-label={`Texts with ${title}, oldest first`}>
            {thread.data.messages.map((message) => (
              <MessageItem key={message.id} message={message} sender={title} />
            ))}
          </ol>
        ) : (
          <p className="admin-state admin-state--empty">No texts with this number yet.</p>
        )}
      </QueryState>
      {canChange ? <ReplyForm id={id} optedOut={optedOut} /> : null}
    </section>
  );
}

function MessageItem({ message, sender }: { message: SmsThreadMessage; sender: string }) {
  const { facts, problem } = messageFacts(message);
  const incoming = message.direction === 'in';
  return (
    <li className={`sms-message sms-message--${message.direction}`}>
      <p className="sms-message__from">{incoming ? sender : 'You'}</p>
      <p className="sms-message__body">{message.body}</p>
      <p className="sms-message__meta">
        <time dateTime={message.at}>{formatInstant(message.at)}</time>
        {facts.map((fact) => (
          <span key={fact}> · {fact}</span>
        ))}
      </p>
      {problem ? <p className="sms-message__problem">{problem}</p> : null}
    </li>
  );
}

function ReplyForm({ id: threadId, optedOut }: { id: string; optedOut: boolean }) {
  const id = useId();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<string | undefined>();
  const reply = useReplySms(threadId);
  const signedOut = useSignedOut();
  const focus = () => document.getElementById(`${id}-reply`)?.focus();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (reply.isPending || optedOut) return;
    const problem = messageError(message);
    setError(problem);
    if (problem) {
      focus();
      return;
    }
    reply.mutate(message, {
      onSuccess: (receipt) => {
        toast(smsSentToast(receipt));
        setMessage('');
      },
      onError: (failure) => {
        if (errorStatus(failure) === 401) return signedOut();
        const fromServer = fieldErrorsFrom(failure, ['message'] as const).message;
        setError(fromServer);
        if (fromServer) focus();
        toast(smsFailureToast(SMS_FAILED, failure));
      },
    });
  };

  return (
    <form className="sms-reply" onSubmit={submit} noValidate aria-label="Reply">
      {optedOut ? (
        <p className="sms-reply__note" id={`${id}-note`}>
          {OPTED_OUT_NOTE}
        </p>
      ) : null}
      <MessageField
        id={`${id}-reply`}
        label="Reply"
        rows={3}
        value={message}
        disabled={optedOut}
        onChange={(value) => {
          setMessage(value);
          if (error) setError(undefined);
        }}
        error={error}
      />
      <div className="sms-compose__actions">
        <button
          type="submit"
          className="btn btn--primary"
          disabled={optedOut || reply.isPending}
          aria-describedby={optedOut ? `${id}-note` : undefined}
        >
          <BusyLabel busy={reply.isPending} busyText="Sending...">
            Send Reply
          </BusyLabel>
        </button>
      </div>
    </form>
  );
}
