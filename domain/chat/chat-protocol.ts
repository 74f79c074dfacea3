/**
 * The chat's WebSocket protocol at `/ws` (docs/api/chat-protocol.md): the frames both sides send,
 * the limits and the error texts. The widget (web/src/chat) may import these types and checks; the
 * server checks every frame with `readClientFrame` before anything else looks at it.
 */

export const CHAT_LIMITS = {
  sessionIdMax: 100,
  messageMax: 1000,
  /** The most a frame may weigh on the wire; a bigger one is refused before it is read. */
  frameBytesMax: 16 * 1024,
} as const;

export type ChatSender = 'user' | 'assistant';

export const SLOT_CHOICES = ['morning', 'afternoon', 'full-day'] as const;
export type SlotChoice = (typeof SLOT_CHOICES)[number];

/** What the widget shows under an answer (book_now, view_packages, view_package_details, call_{name}, send_sms). */
export interface SuggestedAction {
  /** 'book_now' | 'view_packages' | 'view_package_details' | 'send_sms' | `call_${guide first name, lower case}` */
  readonly type: string;
  readonly label: string;
  readonly href?: string;
  readonly packageName?: string;
  /** YYYY-MM-DD on the lake. */
  readonly date?: string;
  readonly time?: SlotChoice;
}

/** What the conversation is about so far (the last package, date, slot and party it named). */
export interface BookingContext {
  readonly packageName?: string;
  readonly date?: string;
  readonly time?: SlotChoice;
  readonly people?: number;
  readonly kidsCount?: number;
}

export interface ChatMessageMetadata {
  readonly suggestedActions: SuggestedAction[];
  readonly bookingContext: BookingContext | null;
  /** Only on the server's copy: the intent the question was read as (the admin's conversations show it). */
  readonly intent?: string;
}

export interface ChatMessage {
  readonly id: string;
  readonly sessionId: string;
  readonly message: string;
  readonly sender: ChatSender;
  /** ISO-8601 UTC. */
  readonly timestamp: string;
  readonly metadata: ChatMessageMetadata;
}

/**
 * `userContext` is free-form; one shape means something: the widget's hand-off of a question to the
 * guide by SMS, after the visitor typed their number (`action: 'send_sms'`).
 */
export interface SmsHandoffContext {
  readonly action: 'send_sms';
  readonly phone: string;
  readonly question: string;
}

export interface ChatClientFrame {
  readonly type: 'chat_message';
  readonly sessionId: string;
  /** Trimmed. */
  readonly message: string;
  readonly userContext: Record<string, unknown>;
}

export type ChatServerFrame =
  { readonly type: 'chat_response'; readonly message: ChatMessage } | { readonly type: 'error'; readonly message: string };

/**
 * The frame types each side sends, as values: docs/api/chat.asyncapi.yaml declares exactly these
 * (test/api/chat-asyncapi.api.test.ts). The maps are typed by the frames, so a type added to or
 * removed from ChatClientFrame or ChatServerFrame without its entry here does not compile.
 */
const CLIENT_FRAMES: { readonly [T in ChatClientFrame['type']]: true } = { chat_message: true };
const SERVER_FRAMES: { readonly [T in ChatServerFrame['type']]: true } = { chat_response: true, error: true };
export const CLIENT_FRAME_TYPES = Object.keys(CLIENT_FRAMES) as readonly ChatClientFrame['type'][];
export const SERVER_FRAME_TYPES = Object.keys(SERVER_FRAMES) as readonly ChatServerFrame['type'][];

export const CHAT_ERRORS = {
  notJson: 'Sorry, I could not read that message. Please try again.',
  shape: "Sorry, I could not read that message: send { type: 'chat_message', sessionId, message, userContext }.",
  sessionId: `Sorry, this chat session is not valid: a session id is 1 to ${CHAT_LIMITS.sessionIdMax} characters.`,
  empty: 'Please type a message first.',
  tooLong: `That message is too long: please keep it under ${CHAT_LIMITS.messageMax} characters.`,
  tooFast: 'You are sending messages faster than I can read them. Please wait a few seconds and try again.',
  unavailable: 'Sorry, I cannot answer right now. Please try again in a moment, or call us.',
  busy: 'The chat is busy right now. Please try again in a minute.',
} as const;

export type FrameReading = { readonly ok: true; readonly frame: ChatClientFrame } | { readonly ok: false; readonly error: string };

/** Checks a raw text frame: JSON, the right type and fields, a message of 1 to 1,000 characters once trimmed. */
export function readClientFrame(raw: string): FrameReading {
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return { ok: false, error: CHAT_ERRORS.notJson };
  }
  if (!isRecord(parsed) || !isClientFrameType(parsed.type) || typeof parsed.message !== 'string') {
    return { ok: false, error: CHAT_ERRORS.shape };
  }
  const { sessionId, userContext } = parsed;
  if (typeof sessionId !== 'string' || sessionId.trim().length === 0 || sessionId.length > CHAT_LIMITS.sessionIdMax) {
    return { ok: false, error: CHAT_ERRORS.sessionId };
  }
  if (userContext !== undefined && userContext !== null && !isRecord(userContext)) return { ok: false, error: CHAT_ERRORS.shape };
  const message = parsed.message.trim();
  if (message.length === 0) return { ok: false, error: CHAT_ERRORS.empty };
  if (message.length > CHAT_LIMITS.messageMax) return { ok: false, error: CHAT_ERRORS.tooLong };
  return { ok: true, frame: { type: 'chat_message', sessionId, message, userContext: (userContext as Record<string, unknown>) ?? {} } };
}

/** The widget's SMS hand-off, when `userContext` is one. */
export function smsHandoffOf(userContext: Record<string, unknown>): SmsHandoffContext | null {
  if (userContext.action !== 'send_sms') return null;
  return {
    action: 'send_sms',
    phone: typeof userContext.phone === 'string' ? userContext.phone : '',
    question: typeof userContext.question === 'string' ? userContext.question.slice(0, CHAT_LIMITS.messageMax) : '',
  };
}

function isClientFrameType(value: unknown): value is ChatClientFrame['type'] {
  return typeof value === 'string' && (CLIENT_FRAME_TYPES as readonly string[]).includes(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
