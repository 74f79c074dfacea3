import type { ServerFrame, SuggestedAction } from './chat-protocol';

/**
 * The chat panel's state (docs/product/chat.md): closed or open; while open, connecting, online or
 * offline (after a socket or parse error); the conversation so far; whether a reply is awaited.
 * A pure reducer: the socket hook (use-chat-socket.ts) turns socket events into its actions.
 */

export type ChatConnection = 'connecting' | 'online' | 'offline';

export interface ChatEntry {
  readonly id: string;
  readonly sender: 'user' | 'assistant';
  readonly text: string;
  readonly actions: readonly SuggestedAction[];
  /** 'welcome' for the greeting, 'error' for a server error shown as the assistant's message. */
  readonly kind?: 'welcome' | 'error';
}

export interface ChatState {
  readonly open: boolean;
  readonly connection: ChatConnection;
  readonly entries: readonly ChatEntry[];
  /** A message was sent and its reply has not come. */
  readonly waiting: boolean;
  /** The welcome shows once, on the first connection of the page load. */
  readonly welcomed: boolean;
  /** The visitor's last question, which a `send_sms` request passes on to the guide. */
  readonly lastQuestion: string | null;
  /** The phone form of a `send_sms` action is showing. */
  readonly smsFormOpen: boolean;
}

export type ChatAction =
  | { readonly type: 'open' }
  | { readonly type: 'close' }
  | { readonly type: 'connected'; readonly welcome: string }
  | { readonly type: 'sent'; readonly id: string; readonly text: string; readonly question?: string }
  | { readonly type: 'received'; readonly id: string; readonly frame: ServerFrame }
  /** The socket failed or closed, or a frame could not be read. */
  | { readonly type: 'failed' }
  | { readonly type: 'reconnect' }
  | { readonly type: 'sms_form'; readonly open: boolean };

export const INITIAL_CHAT_STATE: ChatState = {
  open: false,
  connection: 'connecting',
  entries: [],
  waiting: false,
  welcomed: false,
  lastQuestion: null,
  smsFormOpen: false,
};

export const WELCOME_ENTRY_ID = 'welcome';

/** 'Dale Kowalchuk' → 'Dale' (blank for a blank name). */
export function firstNameOf(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/** The assistant's greeting, in the guide's name (site content), worded as the server's own greeting. */
export function welcomeText(guideName: string): string {
  const first = firstNameOf(guideName) || 'the guide';
  return `Hi! I'm the assistant of ${first}, your guide on Wabamun Lake. Ask me about trips, prices, open dates or what to bring.`;
}

export function chatReducer(state: ChatState, action: ChatAction): ChatState {
  switch (action.type) {
    case 'open':
      return state.open ? state : { ...state, open: true, connection: 'connecting', waiting: false };
    case 'close':
      // The socket closes with the panel: nothing is awaited any more.
      return { ...state, open: false, connection: 'connecting', waiting: false, smsFormOpen: false };
    case 'reconnect':
      return state.open ? { ...state, connection: 'connecting', waiting: false } : state;
    case 'connected': {
      if (!state.open) return state;
      if (state.welcomed) return { ...state, connection: 'online' };
      const welcome: ChatEntry = { id: WELCOME_ENTRY_ID, sender: 'assistant', text: action.welcome, actions: [], kind: 'welcome' };
      return { ...state, connection: 'online', welcomed: true, entries: [...state.entries, welcome] };
    }
    case 'sent': {
      if (!canSend(state)) return state;
      const entry: ChatEntry = { id: action.id, sender: 'user', text: action.text, actions: [] };
      return {
        ...state,
        entries: [...state.entries, entry],
        waiting: true,
        lastQuestion: action.question ?? action.text,
        smsFormOpen: false,
      };
    }
    case 'received': {
      if (!state.open) return state;
      const { frame } = action;
      const entry: ChatEntry =
        frame.type === 'chat_response'
          ? { id: action.id, sender: 'assistant', text: frame.message.message, actions: frame.message.metadata.suggestedActions }
          : { id: action.id, sender: 'assistant', text: frame.message, actions: [], kind: 'error' };
      return { ...state, entries: [...state.entries, entry], waiting: false };
    }
    case 'failed':
      return state.open ? { ...state, connection: 'offline', waiting: false } : state;
    case 'sms_form':
      return { ...state, smsFormOpen: action.open && state.lastQuestion !== null };
  }
}

/** Sending is blocked unless the panel is open and connected: a message never waits unseen in a closed socket. */
export function canSend(state: ChatState): boolean {
  return state.open && state.connection === 'online';
}

/** What the panel's header shows. */
export function connectionLabel(connection: ChatConnection): 'Online' | 'Connecting' | 'Offline' {
  return connection === 'online' ? 'Online' : connection === 'offline' ? 'Offline' : 'Connecting';
}
