/*
 * The chat conversations the server keeps, as `GET /api/chat-sessions` and
 * `GET /api/chat-sessions/{sessionId}` answer. Declared here until the typed API (api-types.ts)
 * is regenerated with them.
 */

/** One conversation in the list, the newest first. */
export interface ChatSessionSummary {
  readonly sessionId: string;
  readonly startedAt: string;
  readonly lastMessageAt: string;
  readonly messageCount: number;
  /** The text of the conversation's last message (visitor's or assistant's). */
  readonly lastMessage: string;
}

export interface ChatSessionPage {
  readonly items: readonly ChatSessionSummary[];
  /** Conversations in all, over every page. */
  readonly total: number;
}

export interface ChatTranscriptAction {
  readonly type: string;
  readonly label: string;
  readonly href?: string;
}

export interface ChatTranscriptMessage {
  readonly id: string;
  readonly sender: 'user' | 'assistant';
  readonly message: string;
  readonly timestamp: string;
  readonly metadata?: { readonly suggestedActions?: readonly ChatTranscriptAction[]; readonly [key: string]: unknown } | null;
}

export interface ChatTranscript {
  readonly sessionId: string;
  readonly startedAt: string;
  readonly messages: readonly ChatTranscriptMessage[];
}
