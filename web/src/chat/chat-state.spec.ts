import { describe, expect, test } from '@jest/globals';
import type { ServerFrame } from './chat-protocol';
import {
  canSend,
  chatReducer,
  connectionLabel,
  firstNameOf,
  INITIAL_CHAT_STATE,
  welcomeText,
  type ChatAction,
  type ChatState,
} from './chat-state';

const WELCOME = welcomeText('Dale Kowalchuk');
const run = (actions: ChatAction[], from: ChatState = INITIAL_CHAT_STATE) => actions.reduce(chatReducer, from);
const online = () => run([{ type: 'open' }, { type: 'connected', welcome: WELCOME }]);
const reply = (text: string): ServerFrame => ({
  type: 'chat_response',
  message: {
    id: 'srv-1',
    sessionId: 's1',
    message: text,
    sender: 'assistant',
    timestamp: '2026-11-24T16:00:00.000Z',
    metadata: { suggestedActions: [{ type: 'view_packages', label: 'See packages', href: '/#packages' }] },
  },
});

describe('the chat panel state', () => {
  test('closed at first; opening connects, and sending is blocked until the socket is open', () => {
    expect(INITIAL_CHAT_STATE.open).toBe(false);
    const opening = run([{ type: 'open' }]);
    expect(opening).toMatchObject({ open: true, connection: 'connecting' });
    expect(connectionLabel(opening.connection)).toBe('Connecting');
    expect(canSend(opening)).toBe(false);
    expect(run([{ type: 'sent', id: 'u1', text: 'hello' }], opening)).toBe(opening);
  });

  test('the welcome from the guide shows once, on the first connection only', () => {
    const first = online();
    expect(first.connection).toBe('online');
    expect(connectionLabel(first.connection)).toBe('Online');
    expect(first.entries).toEqual([{ id: 'welcome', sender: 'assistant', text: WELCOME, actions: [], kind: 'welcome' }]);
    expect(WELCOME).toContain('assistant of Dale');
    expect(welcomeText('  ')).toContain('assistant of the guide');
    expect(firstNameOf('  Dale   Kowalchuk ')).toBe('Dale');
    const again = run([{ type: 'close' }, { type: 'open' }, { type: 'connected', welcome: WELCOME }], first);
    expect(again.entries.filter((e) => e.kind === 'welcome')).toHaveLength(1);
    expect(again.connection).toBe('online');
  });

  test('a sent message waits for its reply; the reply ends the wait and brings its actions', () => {
    const asked = run([{ type: 'sent', id: 'u1', text: 'How much is the Half-Day Adventure?' }], online());
    expect(asked.waiting).toBe(true);
    expect(asked.lastQuestion).toBe('How much is the Half-Day Adventure?');
    expect(asked.entries.at(-1)).toEqual({ id: 'u1', sender: 'user', text: 'How much is the Half-Day Adventure?', actions: [] });
    const answered = run([{ type: 'received', id: 'a1', frame: reply('It is $249 per person.') }], asked);
    expect(answered.waiting).toBe(false);
    expect(answered.entries.at(-1)).toEqual({
      id: 'a1',
      sender: 'assistant',
      text: 'It is $249 per person.',
      actions: [{ type: 'view_packages', label: 'See packages', href: '/#packages' }],
    });
  });

  test("a server error is the assistant's message and ends the wait; the chat stays online", () => {
    const asked = run([{ type: 'sent', id: 'u1', text: 'x' }], online());
    const refused = run(
      [{ type: 'received', id: 'e1', frame: { type: 'error', message: 'Too many messages. Please wait a moment.' } }],
      asked,
    );
    expect(refused).toMatchObject({ waiting: false, connection: 'online' });
    expect(refused.entries.at(-1)).toEqual({
      id: 'e1',
      sender: 'assistant',
      text: 'Too many messages. Please wait a moment.',
      actions: [],
      kind: 'error',
    });
  });

  test('a socket or parse failure ends the wait and shows offline; reconnecting goes back to connecting', () => {
    const asked = run([{ type: 'sent', id: 'u1', text: 'x' }], online());
    const failed = run([{ type: 'failed' }], asked);
    expect(failed).toMatchObject({ waiting: false, connection: 'offline' });
    expect(connectionLabel(failed.connection)).toBe('Offline');
    expect(canSend(failed)).toBe(false);
    expect(run([{ type: 'reconnect' }], failed).connection).toBe('connecting');
    // After a close nothing changes until the panel opens again.
    const closed = run([{ type: 'close' }], failed);
    expect(run([{ type: 'failed' }, { type: 'reconnect' }, { type: 'connected', welcome: WELCOME }], closed)).toBe(closed);
  });

  test('closing ends the wait and keeps the conversation for the next opening', () => {
    const asked = run(
      [
        { type: 'sent', id: 'u1', text: 'x' },
        { type: 'sms_form', open: true },
      ],
      online(),
    );
    const closed = run([{ type: 'close' }], asked);
    expect(closed).toMatchObject({ open: false, waiting: false, smsFormOpen: false });
    expect(closed.entries).toEqual(asked.entries);
    expect(run([{ type: 'received', id: 'late', frame: reply('late') }], closed)).toBe(closed);
  });

  test('the phone form of send_sms needs a question to pass on; sending the request closes it and keeps the question', () => {
    expect(run([{ type: 'sms_form', open: true }], online()).smsFormOpen).toBe(false);
    const asked = run(
      [
        { type: 'sent', id: 'u1', text: 'Is Saturday free?' },
        { type: 'received', id: 'a1', frame: reply('Yes') },
      ],
      online(),
    );
    const form = run([{ type: 'sms_form', open: true }], asked);
    expect(form.smsFormOpen).toBe(true);
    const requested = run([{ type: 'sent', id: 'u2', text: 'Please text me', question: 'Is Saturday free?' }], form);
    expect(requested).toMatchObject({ smsFormOpen: false, waiting: true, lastQuestion: 'Is Saturday free?' });
    expect(run([{ type: 'sms_form', open: false }], form).smsFormOpen).toBe(false);
  });
});
