import { describe, expect, test } from '@jest/globals';
import { CHAT_ERRORS, readClientFrame, smsHandoffOf } from './chat-protocol';

const frame = (fields: Record<string, unknown>) =>
  JSON.stringify({ type: 'chat_message', sessionId: 's-1', message: 'hi', userContext: {}, ...fields });

describe('readClientFrame', () => {
  test('accepts a chat_message and trims its text', () => {
    expect(readClientFrame(frame({ message: '  is Saturday open?  ' }))).toEqual({
      ok: true,
      frame: { type: 'chat_message', sessionId: 's-1', message: 'is Saturday open?', userContext: {} },
    });
  });

  test('a missing userContext is an empty one', () => {
    const reading = readClientFrame(JSON.stringify({ type: 'chat_message', sessionId: 's', message: 'hi' }));
    expect(reading.ok && reading.frame.userContext).toEqual({});
  });

  test.each([
    ['not json', 'hello there', CHAT_ERRORS.notJson],
    ['an array', '[1,2]', CHAT_ERRORS.shape],
    ['another type', JSON.stringify({ type: 'ping' }), CHAT_ERRORS.shape],
    ['a message that is not text', frame({ message: 42 }), CHAT_ERRORS.shape],
    ['a userContext that is not an object', frame({ userContext: 'x' }), CHAT_ERRORS.shape],
    ['no session id', frame({ sessionId: undefined }), CHAT_ERRORS.sessionId],
    ['a blank session id', frame({ sessionId: '  ' }), CHAT_ERRORS.sessionId],
    ['a session id over 100 characters', frame({ sessionId: 's'.repeat(101) }), CHAT_ERRORS.sessionId],
    ['an empty message', frame({ message: ' \n ' }), CHAT_ERRORS.empty],
    ['a message over 1,000 characters', frame({ message: 'a'.repeat(1001) }), CHAT_ERRORS.tooLong],
  ])('refuses %s with its text', (_what, raw, error) => {
    expect(readClientFrame(raw)).toEqual({ ok: false, error });
  });

  test('1,000 characters (after trimming) are accepted', () => {
    expect(readClientFrame(frame({ message: ` ${'a'.repeat(1000)} ` })).ok).toBe(true);
  });
});

describe('smsHandoffOf', () => {
  test("reads the widget's hand-off and nothing else", () => {
    expect(smsHandoffOf({ action: 'send_sms', phone: '780 555 0199', question: 'Dogs?' })).toEqual({
      action: 'send_sms',
      phone: '780 555 0199',
      question: 'Dogs?',
    });
    expect(smsHandoffOf({ action: 'send_sms' })).toEqual({ action: 'send_sms', phone: '', question: '' });
    expect(smsHandoffOf({})).toBeNull();
    expect(smsHandoffOf({ action: 'book_now' })).toBeNull();
  });
});
