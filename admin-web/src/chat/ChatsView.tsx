import { formatInstant } from '../bookings/booking-format';
import { Link, Route, Routes, useLocation, useParams, useSearchParams } from 'react-router';
import { QueryState } from '../shared/QueryState';
import { Facts } from '../waivers/WaiverBadges';
import { useChatSessions, useChatTranscript } from './chat-session-api';
import {
  messageCountText,
  NO_CHAT_MESSAGES,
  NO_CHAT_SESSIONS,
  offeredActions,
  pageCount,
  pageFromSearch,
  previewText,
  rangeText,
  senderLabel,
  shortSessionId,
} from './chat-session-format';
import type { ChatSessionSummary } from './chat-session-types';
import './chats.css';

/**
 * 'Chats' (docs/product/chat.md): the conversations visitors had with the public site's chat assistant, the
 * newest first and paged, and the transcript of one. Nothing here changes data: an admin and an
 * auditor read the same.
 */
export function ChatsView() {
  return (
    <section className="admin-section chats" aria-labelledby="chats-title">
      <div className="admin-section__head">
        <div>
          <h2 id="chats-title">Chats</h2>
          <p className="admin-section__summary">
            What visitors asked the chat assistant on the website and what it answered. Conversations are read only.
          </p>
        </div>
      </div>
      <Routes>
        <Route index element={<ChatSessionList />} />
        <Route path=":sessionId" element={<ChatTranscriptView />} />
      </Routes>
    </section>
  );
}

/** Where the list was left, so the transcript's back link returns to the same page. */
interface FromPage {
  readonly page?: number;
}

function listPath(page: number): string {
  return page > 1 ? `/chats?page=${page}` : '/chats';
}

function ChatSessionList() {
  const [params] = useSearchParams();
  const page = pageFromSearch(params.toString());
  const sessions = useChatSessions(page);
  const items = sessions.data?.items ?? [];
  const total = sessions.data?.total ?? 0;
  const pages = pageCount(total);

  return (
    <section className="chats__panel" aria-labelledby="chats-list-title">
      <div className="chats__panel-head">
        <h3 id="chats-list-title">Conversations</h3>
        <p className="admin-section__summary" role="status">
          {sessions.isSuccess ? rangeText(page, items.length, total) : ''}
        </p>
        <button type="button" className="btn btn--outline btn--sm" onClick={() => void sessions.refetch()} disabled={sessions.isFetching}>
          {sessions.isFetching && !sessions.isPending ? 'Refreshing...' : 'Refresh'}
          <span className="visually-hidden"> conversations</span>
        </button>
      </div>
      <QueryState query={sessions} loading="Loading conversations..." failed="The conversations could not be loaded.">
        {items.length === 0 ? (
          total === 0 ? (
            <p className="admin-state admin-state--empty">{NO_CHAT_SESSIONS}</p>
          ) : (
            <p className="admin-state admin-state--empty">
              No conversations on this page. <Link to={listPath(1)}>Go to the newest conversations</Link>
            </p>
          )
        ) : (
          <ul className="booking-list chat-session-list">
            {items.map((session) => (
              <li key={session.sessionId}>
                <ChatSessionCard session={session} page={page} />
              </li>
            ))}
          </ul>
        )}
        {pages > 1 ? <Pager page={page} pages={pages} /> : null}
      </QueryState>
    </section>
  );
}

function ChatSessionCard({ session, page }: { session: ChatSessionSummary; page: number }) {
  const headingId = `chat-session-${session.sessionId.replace(/[^A-Za-z0-9]/g, '-')}`;
  return (
    <article className="card booking chat-session" aria-labelledby={headingId}>
      <header className="booking__head">
        <h4 className="booking__name" id={headingId}>
          Conversation of <time dateTime={session.startedAt}>{formatInstant(session.startedAt)}</time>
        </h4>
        <span className="badge chat-session__count">{messageCountText(session.messageCount)}</span>
      </header>
      <Facts
        facts={[
          { label: 'Last message', value: <time dateTime={session.lastMessageAt}>{formatInstant(session.lastMessageAt)}</time> },
          { label: 'Session', value: <code>{shortSessionId(session.sessionId)}</code> },
        ]}
      />
      {session.lastMessage ? <p className="chat-session__preview">{previewText(session.lastMessage)}</p> : null}
      <Link className="booking__details-link" to={`/chats/${encodeURIComponent(session.sessionId)}`} state={{ page } satisfies FromPage}>
        Read the conversation<span className="visually-hidden"> of {formatInstant(session.startedAt)}</span>
      </Link>
    </article>
  );
}

function Pager({ page, pages }: { page: number; pages: number }) {
  return (
    <nav className="chats__pager" aria-label="Conversation pages">
      {page > 1 ? (
        <Link className="btn btn--outline btn--sm" to={listPath(Math.min(page - 1, pages))}>
          Newer
        </Link>
      ) : (
        <span />
      )}
      <span className="chats__pager-where">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link className="btn btn--outline btn--sm" to={listPath(page + 1)}>
          Older
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

function ChatTranscriptView() {
  const { sessionId = '' } = useParams();
  const from = (useLocation().state as FromPage | null)?.page ?? 1;
  const transcript = useChatTranscript(sessionId);
  const messages = transcript.data?.messages ?? [];

  return (
    <article className="chats__panel chat-transcript" aria-labelledby="chat-transcript-title">
      <p className="chat-transcript__back">
        <Link to={listPath(from)}>
          <span aria-hidden="true">← </span>All conversations
        </Link>
      </p>
      <h3 id="chat-transcript-title">Conversation {shortSessionId(sessionId)}</h3>
      <QueryState query={transcript} loading="Loading the conversation..." failed="The conversation could not be loaded.">
        {transcript.data ? (
          <>
            <p className="admin-section__summary">
              Started <time dateTime={transcript.data.startedAt}>{formatInstant(transcript.data.startedAt)}</time>,{' '}
              {messageCountText(messages.length)}.
            </p>
            {messages.length === 0 ? (
              <p className="admin-state admin-state--empty">{NO_CHAT_MESSAGES}</p>
            ) : (
              <ol className="chat-transcript__messages">
                {messages.map((message) => {
                  const offered = offeredActions(message);
                  return (
                    <li key={message.id} className={`chat-line chat-line--${message.sender}`}>
                      <p className="chat-line__meta">
                        <strong>{senderLabel(message.sender)}</strong>{' '}
                        <time dateTime={message.timestamp}>{formatInstant(message.timestamp)}</time>
                      </p>
                      <p className="chat-line__text">{message.message}</p>
                      {offered.length > 0 ? <p className="chat-line__actions">Offered: {offered.join(', ')}</p> : null}
                    </li>
                  );
                })}
              </ol>
            )}
          </>
        ) : null}
      </QueryState>
    </article>
  );
}
