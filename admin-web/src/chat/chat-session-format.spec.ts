import { describe, expect, test } from '@jest/globals';
import {
  messageCountText,
  offeredActions,
  pageCount,
  pageFromSearch,
  previewText,
  rangeText,
  senderLabel,
  shortSessionId,
} from './chat-session-format';

describe('the Chats tab texts', () => {
  test('the page comes from ?page=, anything odd is the first page', () => {
    expect(pageFromSearch('')).toBe(1);
    expect(pageFromSearch('page=3')).toBe(3);
    expect(pageFromSearch('?page=2')).toBe(2);
    expect(pageFromSearch('page=999999')).toBe(100_000);
    for (const odd of ['page=0', 'page=-2', 'page=x', 'page=1.5', 'page=']) expect(pageFromSearch(odd)).toBe(1);
  });

  test('pages and the range shown', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
    expect(rangeText(1, 0, 0)).toBe('');
    expect(rangeText(1, 20, 57)).toBe('Conversations 1–20 of 57, newest first');
    expect(rangeText(3, 17, 57)).toBe('Conversations 41–57 of 57, newest first');
  });

  test('counts, senders and short ids', () => {
    expect(messageCountText(1)).toBe('1 message');
    expect(messageCountText(4)).toBe('4 messages');
    expect(senderLabel('user')).toBe('Visitor');
    expect(senderLabel('assistant')).toBe('Assistant');
    expect(shortSessionId('0f8e2a34-1d2c-4b5a-9e8f-7a6b5c4d3e2f')).toBe('0f8e2a34');
  });

  test('a long last message is cut at a word', () => {
    expect(previewText('  short\n text ')).toBe('short text');
    const long = `${'word '.repeat(40)}end`;
    const preview = previewText(long, 50);
    expect(preview.endsWith('…')).toBe(true);
    expect(preview.length).toBeLessThanOrEqual(51);
    expect(preview).not.toMatch(/wor…$/);
  });

  test('the actions an answer offered, by label', () => {
    expect(offeredActions({ metadata: null })).toEqual([]);
    expect(
      offeredActions({
        metadata: {
          suggestedActions: [
            { type: 'book_now', label: 'Book Dec 5' },
            { type: 'send_sms', label: ' ' },
          ],
        },
      }),
    ).toEqual(['Book Dec 5']);
  });
});
