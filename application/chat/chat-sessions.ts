import { DEFAULT_RETENTION, retentionCutoff } from '../../domain/privacy/retention-rules';
import { BookingContext, ChatMessage } from '../../domain/chat/chat-protocol';
import { DialogueState } from '../../domain/chat/dialogue-state';
import { DomainError } from '../../domain/shared/decider';

/** What a session remembers between questions. */
export interface ChatConversation {
  readonly context: BookingContext | null;
  readonly dialogue: DialogueState | null;
}

/** One conversation in the staff's list. */
export interface ChatSessionSummary {
  readonly sessionId: string;
  readonly startedAt: Date;
  readonly lastMessageAt: Date;
  readonly messageCount: number;
  /** The latest message's text (either side). */
  readonly lastMessage: string;
}

export interface ChatSessionView {
  readonly sessionId: string;
  readonly startedAt: Date;
  /** Oldest first. */
  readonly messages: ChatMessage[];
}

export interface ChatSessionPage {
  readonly items: ChatSessionSummary[];
  readonly total: number;
}

/** Where conversations are kept (adapters: two tables in PostgreSQL or PGlite). */
export interface ChatSessionStore {
  /**
   * Appends a question and its answer to their session, creating the session on its first message;
   * a `context` replaces the conversation's, none keeps it.
   */
  record(
    sessionId: string,
    messages: readonly ChatMessage[],
    context?: BookingContext | null,
    dialogue?: DialogueState | null,
  ): Promise<void>;
  /** What the conversation is about so far, whichever server answered it (null: nothing yet). */
  context(sessionId: string): Promise<BookingContext | null>;
  /** The booking context and the assistant's own dialogue state, in one read. */
  conversation(sessionId: string): Promise<ChatConversation>;
  /** The most recently active sessions first. */
  list(page: number, pageSize: number): Promise<ChatSessionPage>;
  get(sessionId: string): Promise<ChatSessionView | null>;
  /** Deletes sessions whose last message is older than `cutoff`; how many. */
  purgeInactiveSince(cutoff: Date): Promise<number>;
}

export class ChatSessionNotFoundError extends DomainError {
  constructor() {
    super('chat-session-not-found', 'Chat session not found');
  }
}

/** The staff's reads of the conversations, and the purge of old ones. */
export class ChatSessions {
  constructor(
    private readonly store: ChatSessionStore,
    private readonly clock: { now(): Date },
    /** How long a conversation is kept after its last message: the period the privacy policy states. */
    readonly retentionDays: number = DEFAULT_RETENTION.chatDays,
  ) {}

  list(page: number, pageSize: number): Promise<ChatSessionPage> {
    return this.store.list(page, pageSize);
  }

  async get(sessionId: string): Promise<ChatSessionView> {
    const found = await this.store.get(sessionId);
    if (!found) throw new ChatSessionNotFoundError();
    return found;
  }

  /** Sessions quiet for longer than the retention time are deleted with their messages. */
  purgeExpired(): Promise<number> {
    return this.store.purgeInactiveSince(retentionCutoff(this.clock.now(), this.retentionDays));
  }
}

/** Hands a visitor's question and number to the guide (adapters: the SMS inbox). */
export interface ChatHandoff {
  leave(handoff: { readonly id: string; readonly phone: string; readonly question: string; readonly at: Date }): Promise<void>;
}
