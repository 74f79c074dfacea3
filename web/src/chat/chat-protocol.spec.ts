import { describe, expect, test } from '@jest/globals';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  chatMessageFrame,
  chatSocketUrl,
  newSessionId,
  parseServerFrame,
  sendableText,
  suggestedActionOf,
  uuidFromBytes,
} from './chat-protocol';

const answer = (metadata: unknown = { suggestedActions: [], bookingContext: null }) => ({
  type: 'chat_response',
  message: {
    id: 'a1',
    sessionId: 's1',
    message: 'The Half-Day Adventure is $249 per person.',
    sender: 'assistant',
    timestamp: '2026-11-24T16:00:00.000Z',
    metadata,
  },
});

describe('the chat protocol (browser side)', () => {
  test("a visitor's message frame: type, session, trimmed text and an empty user context", () => {
    expect(JSON.parse(chatMessageFrame('s1', '  How much is the Half-Day Adventure? '))).toEqual({
      type: 'chat_message',
      sessionId: 's1',
      message: 'How much is the Half-Day Adventure?',
      userContext: {},
    });
  });

  test('a send_sms request carries the phone and the question in the user context', () => {
    const frame = JSON.parse(
      chatMessageFrame('s1', 'Is Saturday free?', { action: 'send_sms', phone: '7805550142', question: 'Is Saturday free?' }),
    );
    expect(frame).toEqual({
      type: 'chat_message',
      sessionId: 's1',
      message: 'Is Saturday free?',
      userContext: { action: 'send_sms', phone: '7805550142', question: 'Is Saturday free?' },
    });
  });

  test('empty, blank and over-long texts are not sendable', () => {
    expect(sendableText('')).toBeNull();
    expect(sendableText('   \n ')).toBeNull();
    expect(sendableText(' hi ')).toBe('hi');
    expect(sendableText('x'.repeat(CHAT_MESSAGE_MAX_LENGTH))).toHaveLength(CHAT_MESSAGE_MAX_LENGTH);
    expect(sendableText('x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1))).toBeNull();
  });

  test('reads an answer with its suggested actions', () => {
    const book = { type: 'book_now', label: 'Book Dec 5', href: '/?date=2026-12-05&package=Half-Day+Adventure&time=morning#book' };
    const frame = parseServerFrame(
      JSON.stringify(
        answer({
          suggestedActions: [book, { type: 'call_guide', label: 'Call Dale', href: 'tel:+17805550142' }],
          bookingContext: { date: '2026-12-05' },
        }),
      ),
    );
    expect(frame).toEqual({
      type: 'chat_response',
      message: expect.objectContaining({
        id: 'a1',
        message: 'The Half-Day Adventure is $249 per person.',
        metadata: {
          suggestedActions: [book, { type: 'call_guide', label: 'Call Dale', href: 'tel:+17805550142' }],
          bookingContext: { date: '2026-12-05' },
        },
      }),
    });
  });

  test('an answer without metadata, or with actions it does not know, still shows (without those actions)', () => {
    const bare = answer();
    delete (bare.message as { metadata?: unknown }).metadata;
    expect(parseServerFrame(JSON.stringify(bare))).toMatchObject({ message: { metadata: { suggestedActions: [] } } });
    const odd = parseServerFrame(
      JSON.stringify(
        answer({
          suggestedActions: [
            { type: 'launch_rocket', label: 'Go' },
            { type: 'view_packages', label: '' },
            'x',
            { type: 'view_packages', label: 'Packages', href: '/#packages' },
          ],
        }),
      ),
    );
    expect(odd).toMatchObject({
      message: { metadata: { suggestedActions: [{ type: 'view_packages', label: 'Packages', href: '/#packages' }] } },
    });
  });

  test('reads an error frame', () => {
    expect(parseServerFrame('{"type":"error","message":"Message must be at most 1000 characters"}')).toEqual({
      type: 'error',
      message: 'Message must be at most 1000 characters',
    });
  });

  test('anything else is not a frame: not JSON, not text, wrong type or shape', () => {
    for (const data of ['not json', '', '[]', 'null', '42', '{"type":"pong"}', '{"type":"error"}', '{"type":"error","message":3}']) {
      expect(parseServerFrame(data)).toBeNull();
    }
    expect(parseServerFrame(new ArrayBuffer(4))).toBeNull();
    const userEcho = answer();
    (userEcho.message as { sender: string }).sender = 'user';
    expect(parseServerFrame(JSON.stringify(userEcho))).toBeNull();
    const noText = answer();
    (noText.message as { message: unknown }).message = 5;
    expect(parseServerFrame(JSON.stringify(noText))).toBeNull();
  });

  test('an action is checked field by field', () => {
    expect(
      suggestedActionOf({ type: 'book_now', label: 'Book', date: '2026-12-05', time: 'morning', packageName: 'Trophy Hunter' }),
    ).toEqual({
      type: 'book_now',
      label: 'Book',
      date: '2026-12-05',
      time: 'morning',
      packageName: 'Trophy Hunter',
    });
    expect(suggestedActionOf({ type: 'book_now', label: 'Book', href: 7 })).toBeNull();
    expect(suggestedActionOf({ type: 'call_', label: 'Call' })).toBeNull();
    expect(suggestedActionOf({ type: 'send_sms', label: 'Text the guide' })).toEqual({ type: 'send_sms', label: 'Text the guide' });
  });

  test('the socket is on the same host, secure on an https page', () => {
    expect(chatSocketUrl({ protocol: 'https:', host: 'wabamunfishing.ca' })).toBe('wss://wabamunfishing.ca/ws');
    expect(chatSocketUrl({ protocol: 'http:', host: '127.0.0.1:5173' })).toBe('ws://127.0.0.1:5173/ws');
  });

  test('session ids are version-4 UUIDs, a new one each time', () => {
    expect(uuidFromBytes(new Uint8Array(16))).toBe('00000000-0000-4000-8000-000000000000');
    expect(uuidFromBytes(new Uint8Array(16).fill(255))).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
    const a = newSessionId();
    expect(a).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(newSessionId()).not.toBe(a);
  });
});
