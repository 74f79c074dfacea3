import { CHAT_LIMITS } from '../../../domain/chat/chat-protocol';

/**
 * The chat's `/ws` protocol (docs/api/chat-protocol.md), browser side: the frames the widget sends
 * and a strict reading of the frames the server sends. Pure, so it is unit-tested without a socket.
 */

/** The server refuses longer messages; the input stops at this length too. */
export const CHAT_MESSAGE_MAX_LENGTH = CHAT_LIMITS.messageMax;

/** The kinds of suggested action (docs/api/chat-protocol.md); `call_{name}` names the person to call. */
export type SuggestedActionType = 'book_now' | 'view_packages' | 'view_package_details' | 'send_sms' | `call_${string}`;

export interface SuggestedAction {
  readonly type: SuggestedActionType;
  readonly label: string;
  readonly href?: string;
  readonly packageName?: string;
  readonly date?: string;
  readonly time?: string;
}

export interface ChatMessageMetadata {
  readonly suggestedActions: readonly SuggestedAction[];
  readonly bookingContext?: unknown;
}

/** An answer of the assistant as the server sends it inside a `chat_response` frame. */
export interface AssistantMessage {
  readonly id: string;
  readonly sessionId: string;
  readonly message: string;
  readonly sender: 'assistant';
  readonly timestamp: string;
  readonly metadata: ChatMessageMetadata;
}

/** A frame from the server that the widget understood. */
export type ServerFrame =
  { readonly type: 'chat_response'; readonly message: AssistantMessage } | { readonly type: 'error'; readonly message: string };

/** What the visitor adds to a message: nothing, or the request to be texted back by the guide. */
export type UserContext = Record<string, never> | { readonly action: 'send_sms'; readonly phone: string; readonly question: string };

export interface ClientFrame {
  readonly type: 'chat_message';
  readonly sessionId: string;
  readonly message: string;
  readonly userContext: UserContext;
}

/** The frame text for a visitor's message (the text trimmed; check it with `sendableText` first). */
export function chatMessageFrame(sessionId: string, message: string, userContext: UserContext = {}): string {
  const frame: ClientFrame = { type: 'chat_message', sessionId, message: message.trim(), userContext };
  return JSON.stringify(frame);
}

/** The text to send, or null when it may not be sent: empty (after trimming) or too long. */
export function sendableText(text: string): string | null {
  const trimmed = text.trim();
  return trimmed.length > 0 && trimmed.length <= CHAT_MESSAGE_MAX_LENGTH ? trimmed : null;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown): value is string => typeof value === 'string';
const optionalText = (value: unknown): value is string | undefined => value === undefined || isText(value);

const ACTION_TYPES = new Set(['book_now', 'view_packages', 'view_package_details', 'send_sms']);

function isActionType(value: unknown): value is SuggestedActionType {
  return isText(value) && (ACTION_TYPES.has(value) || /^call_[a-z0-9_-]+$/i.test(value));
}

/** One suggested action, or null when it is not one the widget knows how to show. */
export function suggestedActionOf(value: unknown): SuggestedAction | null {
  if (!isRecord(value) || !isActionType(value.type) || !isText(value.label) || !value.label.trim()) return null;
  const { href, packageName, date, time } = value;
  if (!optionalText(href) || !optionalText(packageName) || !optionalText(date) || !optionalText(time)) return null;
  return {
    type: value.type,
    label: value.label,
    ...(href !== undefined ? { href } : {}),
    ...(packageName !== undefined ? { packageName } : {}),
    ...(date !== undefined ? { date } : {}),
    ...(time !== undefined ? { time } : {}),
  };
}

function assistantMessageOf(value: unknown): AssistantMessage | null {
  if (!isRecord(value)) return null;
  const { id, sessionId, message, sender, timestamp, metadata } = value;
  if (!isText(id) || !isText(sessionId) || !isText(message) || sender !== 'assistant' || !isText(timestamp)) return null;
  const meta = isRecord(metadata) ? metadata : {};
  const actions = Array.isArray(meta.suggestedActions) ? meta.suggestedActions : [];
  return {
    id,
    sessionId,
    message,
    sender,
    timestamp,
    metadata: {
      // An action the widget cannot show is left out; the answer itself still shows.
      suggestedActions: actions.map(suggestedActionOf).filter((action): action is SuggestedAction => action !== null),
      ...(meta.bookingContext !== undefined ? { bookingContext: meta.bookingContext } : {}),
    },
  };
}

/**
 * A server frame read from the socket's text, or null when it is not JSON or not one of the two
 * frames the protocol has (the widget then stops waiting and shows offline).
 */
export function parseServerFrame(data: unknown): ServerFrame | null {
  if (!isText(data)) return null;
  let frame: unknown;
  try {
    frame = JSON.parse(data);
  } catch {
    return null;
  }
  if (!isRecord(frame)) return null;
  if (frame.type === 'error') return isText(frame.message) ? { type: 'error', message: frame.message } : null;
  if (frame.type === 'chat_response') {
    const message = assistantMessageOf(frame.message);
    return message ? { type: 'chat_response', message } : null;
  }
  return null;
}

/** The socket address on the page's own host: `wss:` on an https page, `ws:` otherwise. */
export function chatSocketUrl(location: { protocol: string; host: string }): string {
  return `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/ws`;
}

/** A random version-4 UUID from 16 random bytes (crypto.randomUUID needs a secure context). */
export function uuidFromBytes(bytes: Uint8Array): string {
  const b = Array.from(bytes.slice(0, 16));
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = b.map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A new chat session id: one per page load, so a reload starts a new conversation. */
export function newSessionId(): string {
  return uuidFromBytes(crypto.getRandomValues(new Uint8Array(16)));
}
