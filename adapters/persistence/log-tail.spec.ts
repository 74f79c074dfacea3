import { describe, expect, jest, test } from '@jest/globals';
import { LOG_START, LogPosition, RecordedEvent } from '../../application/ports/event-store';
import { LogTail } from './log-tail';

const at = (n: number): LogPosition => ({ commit: BigInt(n), prepare: BigInt(n) });
const event = (n: number) => ({ eventId: `e${n}`, position: at(n) }) as RecordedEvent;
const events = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => event(from + i));
/** What the tail answers: the events' ids, and whether that is the whole answer. */
const answer = (read: { events: RecordedEvent[]; exact: boolean } | undefined) =>
  read && { ids: read.events.map((e) => e.eventId), exact: read.exact };

describe('the log tail a process keeps', () => {
  test('answers a later reader from what an earlier one read, from any position inside it', () => {
    const tail = new LogTail();
    tail.remember(LOG_START, events(1, 3), 500);
    expect(answer(tail.read(LOG_START, 500))).toEqual({ ids: ['e1', 'e2', 'e3'], exact: true });
    expect(answer(tail.read(at(1), 500))).toEqual({ ids: ['e2', 'e3'], exact: true });
    expect(answer(tail.read(at(2), 1))).toEqual({ ids: ['e3'], exact: true });
    expect(tail.end).toEqual(at(3));
  });

  test('never answers for what lies beyond or before it', () => {
    const tail = new LogTail();
    tail.remember(at(10), events(11, 12), 500);
    expect(tail.read(at(13), 500)).toBeUndefined();
    expect(tail.read(at(5), 500)).toBeUndefined();
  });

  test('a short answer is whole only when the read it comes from reached the end of the log', () => {
    const tail = new LogTail();
    // A full batch: more may follow, so "only these" would be a lie to a reader asking for more.
    tail.remember(LOG_START, events(1, 3), 3);
    expect(answer(tail.read(at(1), 3))).toEqual({ ids: ['e2', 'e3'], exact: false });
    expect(answer(tail.read(at(3), 3))).toEqual({ ids: [], exact: false });
    expect(answer(tail.read(at(1), 2))).toEqual({ ids: ['e2', 'e3'], exact: true });
    // The next read found nothing more: the stretch now ends at the head.
    tail.remember(at(3), [], 3);
    expect(answer(tail.read(at(1), 3))).toEqual({ ids: ['e2', 'e3'], exact: true });
    // "Nothing more" is always asked of the table: an earlier transaction may have committed since.
    expect(answer(tail.read(at(3), 3))).toEqual({ ids: [], exact: false });
  });

  test('"nothing more" is not the answer after an append, nor for long', () => {
    jest.useFakeTimers({ now: new Date('2026-11-24T12:00:00Z') });
    try {
      const tail = new LogTail();
      tail.remember(LOG_START, events(1, 2), 500);
      expect(answer(tail.read(LOG_START, 500))).toEqual({ ids: ['e1', 'e2'], exact: true });
      expect(tail.appends).toBe(0);
      tail.appended();
      expect(tail.appends).toBe(1);
      expect(answer(tail.read(LOG_START, 500))).toEqual({ ids: ['e1', 'e2'], exact: false });
      // A full answer is still exact.
      expect(answer(tail.read(LOG_START, 2))).toEqual({ ids: ['e1', 'e2'], exact: true });
      tail.remember(at(2), [], 500);
      expect(answer(tail.read(at(1), 500))).toEqual({ ids: ['e2'], exact: true });
      // Another process may have appended since: after a moment the table is asked again.
      jest.advanceTimersByTime(150);
      expect(answer(tail.read(at(1), 500))).toEqual({ ids: ['e2'], exact: false });
    } finally {
      jest.useRealTimers();
    }
  });

  test('grows with contiguous reads and starts afresh after a jump', () => {
    const tail = new LogTail();
    tail.remember(LOG_START, events(1, 2), 500);
    tail.remember(at(2), events(3, 4), 500);
    expect(answer(tail.read(LOG_START, 500))?.ids).toEqual(['e1', 'e2', 'e3', 'e4']);
    tail.remember(at(100), events(101, 101), 500);
    expect(tail.read(LOG_START, 500)).toBeUndefined();
    expect(answer(tail.read(at(100), 500))?.ids).toEqual(['e101']);
  });

  test('keeps the latest 2,000 events', () => {
    const tail = new LogTail();
    tail.remember(LOG_START, events(1, 2500), 5000);
    expect(tail.read(at(100), 10)).toBeUndefined();
    expect(answer(tail.read(at(500), 2))?.ids).toEqual(['e501', 'e502']);
  });
});
