import { useCallback, useEffect, useEffectEvent, useReducer, useRef, useState } from 'react';
import { chatMessageFrame, chatSocketUrl, newSessionId, parseServerFrame, sendableText } from './chat-protocol';
import { canSend, chatReducer, INITIAL_CHAT_STATE, type ChatState } from './chat-state';

/** One session per page load: this chunk is loaded once per page. */
const SESSION_ID = newSessionId();

let entryCount = 0;
const nextEntryId = () => `entry-${++entryCount}`;

export interface Chat {
  readonly state: ChatState;
  readonly open: () => void;
  readonly close: () => void;
  /** After a failure: a new socket for the same session. */
  readonly reconnect: () => void;
  /** Sends the visitor's text; false when it may not be sent (empty, too long, not connected). */
  readonly send: (text: string) => boolean;
  /** Leaves the last question and this phone for the guide (a `send_sms` action). */
  readonly sendSmsRequest: (phone: string, displayText: string) => boolean;
  readonly showSmsForm: (open: boolean) => void;
}

/**
 * The chat's state and its socket: a WebSocket to `/ws` opens with the panel and closes with it
 * (no socket while nobody chats). A server `error` frame is an assistant message; a frame that cannot be read,
 * a socket error or a close by the server ends the wait and shows offline.
 */
export function useChat(welcome: string): Chat {
  const [state, dispatch] = useReducer(chatReducer, INITIAL_CHAT_STATE);
  const [attempt, setAttempt] = useState(0);
  const socketRef = useRef<WebSocket | null>(null);

  const onConnected = useEffectEvent(() => dispatch({ type: 'connected', welcome }));

  useEffect(() => {
    if (!state.open) return undefined;
    const socket = new WebSocket(chatSocketUrl(window.location));
    socketRef.current = socket;
    let ended = false;
    const fail = () => {
      if (ended) return;
      ended = true;
      dispatch({ type: 'failed' });
      socket.close();
    };
    socket.onopen = () => onConnected();
    socket.onmessage = (event: MessageEvent) => {
      const frame = parseServerFrame(event.data);
      if (frame) dispatch({ type: 'received', id: nextEntryId(), frame });
      else fail();
    };
    socket.onerror = fail;
    socket.onclose = fail;
    return () => {
      ended = true;
      socket.onopen = socket.onmessage = socket.onerror = socket.onclose = null;
      socket.close();
      if (socketRef.current === socket) socketRef.current = null;
    };
  }, [state.open, attempt]);

  const transmit = useCallback(
    (frame: string): boolean => {
      const socket = socketRef.current;
      if (!canSend(state) || !socket || socket.readyState !== WebSocket.OPEN) return false;
      socket.send(frame);
      return true;
    },
    [state],
  );

  const send = useCallback(
    (text: string): boolean => {
      const message = sendableText(text);
      if (message === null || !transmit(chatMessageFrame(SESSION_ID, message))) return false;
      dispatch({ type: 'sent', id: nextEntryId(), text: message });
      return true;
    },
    [transmit],
  );

  const sendSmsRequest = useCallback(
    (phone: string, displayText: string): boolean => {
      const question = state.lastQuestion;
      if (question === null) return false;
      const frame = chatMessageFrame(SESSION_ID, question, { action: 'send_sms', phone: phone.trim(), question });
      if (!transmit(frame)) return false;
      dispatch({ type: 'sent', id: nextEntryId(), text: displayText, question });
      return true;
    },
    [state.lastQuestion, transmit],
  );

  return {
    state,
    send,
    sendSmsRequest,
    open: useCallback(() => dispatch({ type: 'open' }), []),
    close: useCallback(() => dispatch({ type: 'close' }), []),
    reconnect: useCallback(() => {
      dispatch({ type: 'reconnect' });
      setAttempt((n) => n + 1);
    }, []),
    showSmsForm: useCallback((open: boolean) => dispatch({ type: 'sms_form', open }), []),
  };
}
