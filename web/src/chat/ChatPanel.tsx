import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { CHAT_MESSAGE_MAX_LENGTH, sendableText } from './chat-protocol';
import { connectionLabel, firstNameOf, type ChatEntry } from './chat-state';
import { CloseIcon } from './ChatIcons';
import { SmsRequestForm } from './SmsRequestForm';
import { SuggestedActions } from './SuggestedActions';
import type { Chat } from './use-chat';

export const CHAT_PANEL_ID = 'chat-panel';
const TITLE_ID = 'chat-panel-title';
const STATUS_ID = 'chat-panel-status';
const INPUT_ID = 'chat-panel-input';

/**
 * The open chat (docs/product/chat.md): title, connection state, the conversation in a live
 * region, the typing indicator, the suggested actions, and the message box (disabled until the
 * socket is open; empty text is never sent). The focus moves into the panel when it opens, and to
 * the message box once connected.
 */
export function ChatPanel({ chat, guideName, onClose }: { chat: Chat; guideName: string; onClose: (returnFocus: boolean) => void }) {
  const { state } = chat;
  const online = state.connection === 'online';
  const [draft, setDraft] = useState('');
  const panelRef = useRef<HTMLElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const logRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    panelRef.current?.focus();
  }, []);

  // Once connected, typing can start at once, unless the visitor has moved the focus themselves.
  useEffect(() => {
    if (online && (document.activeElement === panelRef.current || document.activeElement === document.body)) inputRef.current?.focus();
  }, [online]);

  // The newest line in view.
  useEffect(() => {
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [state.entries.length, state.waiting, state.smsFormOpen]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (chat.send(draft)) setDraft('');
  };

  const status = connectionLabel(state.connection);
  return (
    <section
      id={CHAT_PANEL_ID}
      ref={panelRef}
      className="chat-panel"
      role="dialog"
      aria-labelledby={TITLE_ID}
      aria-describedby={STATUS_ID}
      tabIndex={-1}
    >
      <header className="chat-panel__header on-dark">
        <div className="chat-panel__heading">
          <h2 id={TITLE_ID} className="chat-panel__title">
            Chat with {guideName}
          </h2>
          <p id={STATUS_ID} className={`chat-panel__status chat-panel__status--${state.connection}`} aria-live="polite">
            <span className="chat-panel__dot" aria-hidden="true" />
            {status}
          </p>
        </div>
        <button type="button" className="chat-panel__close" aria-label="Close chat" onClick={() => onClose(true)}>
          <CloseIcon />
        </button>
      </header>

      <div ref={logRef} className="chat-panel__log" role="log" aria-label="Conversation" tabIndex={0}>
        <ol className="chat-messages">
          {state.entries.map((entry) => (
            <ChatLine key={entry.id} entry={entry} guideName={guideName}>
              <SuggestedActions
                actions={entry.actions}
                online={online}
                onNavigate={() => onClose(false)}
                onSms={() => chat.showSmsForm(true)}
              />
            </ChatLine>
          ))}
        </ol>
        {state.waiting ? (
          <p className="chat-typing" role="status">
            <span className="chat-typing__dots" aria-hidden="true">
              <span />
              <span />
              <span />
            </span>
            <span className="visually-hidden">{guideName}'s assistant is typing</span>
          </p>
        ) : null}
      </div>

      {state.connection === 'offline' ? (
        <div className="chat-panel__offline" role="alert">
          <p>The chat is offline. Check your connection and try again.</p>
          <button type="button" className="btn btn--outline btn--sm" onClick={chat.reconnect}>
            Reconnect
          </button>
        </div>
      ) : null}

      {state.smsFormOpen && state.lastQuestion !== null ? (
        <SmsRequestForm
          guideName={firstNameOf(guideName) || 'the guide'}
          question={state.lastQuestion}
          disabled={!online}
          onSend={(phone, text) => {
            const sent = chat.sendSmsRequest(phone, text);
            if (sent) inputRef.current?.focus();
            return sent;
          }}
          onCancel={() => {
            chat.showSmsForm(false);
            inputRef.current?.focus();
          }}
        />
      ) : null}

      <form className="chat-panel__compose" method="post" onSubmit={onSubmit}>
        <label htmlFor={INPUT_ID} className="visually-hidden">
          Your message
        </label>
        <input
          id={INPUT_ID}
          ref={inputRef}
          className="input chat-panel__input"
          type="text"
          autoComplete="off"
          maxLength={CHAT_MESSAGE_MAX_LENGTH}
          placeholder={online ? 'Type your question...' : state.connection === 'offline' ? 'Offline' : 'Connecting...'}
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
          disabled={!online}
        />
        <button type="submit" className="btn btn--accent chat-panel__send" disabled={!online || sendableText(draft) === null}>
          Send
        </button>
      </form>
    </section>
  );
}

function ChatLine({ entry, guideName, children }: { entry: ChatEntry; guideName: string; children: ReactNode }) {
  const mine = entry.sender === 'user';
  return (
    <li className={`chat-message chat-message--${entry.sender}${entry.kind === 'error' ? ' chat-message--error' : ''}`}>
      <p className="chat-message__bubble">
        <span className="visually-hidden">{mine ? 'You' : `${guideName}'s assistant`}: </span>
        {entry.text}
      </p>
      {entry.actions.length > 0 ? children : null}
    </li>
  );
}
