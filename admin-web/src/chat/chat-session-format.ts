import type { ChatTranscriptMessage } from './chat-session-types';

/** Conversations per page of the list. */
export const CHAT_SESSIONS_PAGE_SIZE = 20;

export const NO_CHAT_SESSIONS = 'No chat conversations yet. Conversations appear here once a visitor writes to the chat assistant.';
export const NO_CHAT_MESSAGES = 'This conversation has no messages.';

/** The server pages no further (GET /api/chat-sessions refuses a higher page). */
const LAST_PAGE = 100_000;

/** The page number from the list's URL (`?page=2`): a whole number from 1, else 1. */
export function pageFromSearch(search: string): number {
  const raw = new URLSearchParams(search).get('page')?.trim() ?? '';
  const page = /^\d{1,6}$/.test(raw) ? Number(raw) : 1;
  return page >= 1 ? Math.min(page, LAST_PAGE) : 1;
}

/** How many pages `total` conversations fill (at least one, for the empty list). */
export function pageCount(total: number, pageSize: number = CHAT_SESSIONS_PAGE_SIZE): number {
  return Math.max(1, Math.ceil(Math.max(0, total) / pageSize));
}

/** 'Conversations 21–40 of 57', or '' for an empty list. */
export function rangeText(page: number, shown: number, total: number, pageSize: number = CHAT_SESSIONS_PAGE_SIZE): string {
  if (total <= 0 || shown <= 0) return '';
  const first = (page - 1) * pageSize + 1;
  return `Conversations ${first}–${first + shown - 1} of ${total}, newest first`;
}

/** '1 message', '12 messages'. */
export function messageCountText(count: number): string {
  return `${count} ${count === 1 ? 'message' : 'messages'}`;
}

/** A preview of a long message, cut at a word near `max` characters. */
export function previewText(text: string, max = 120): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** Who wrote a line of the transcript. */
export function senderLabel(sender: ChatTranscriptMessage['sender']): string {
  return sender === 'user' ? 'Visitor' : 'Assistant';
}

/** The suggested actions an answer offered, by their labels (the transcript only names them). */
export function offeredActions(message: Pick<ChatTranscriptMessage, 'metadata'>): string[] {
  const actions = message.metadata?.suggestedActions;
  if (!Array.isArray(actions)) return [];
  return actions.flatMap((action) => (action && typeof action.label === 'string' && action.label.trim() ? [action.label.trim()] : []));
}

/** The session id shortened for a heading: its first 8 characters. */
export function shortSessionId(sessionId: string): string {
  return sessionId.length > 8 ? sessionId.slice(0, 8) : sessionId;
}
