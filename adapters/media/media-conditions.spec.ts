import { describe, expect, test } from '@jest/globals';
import type { Request } from 'express';
import { decide } from './media-conditions';

const file = { etag: '"abc"', lastModified: new Date('2026-11-01T10:00:00.700Z'), size: 1000 };

/** A request carrying only these headers. */
const request = (headers: Record<string, string>) =>
  ({ get: (name: string) => Object.entries(headers).find(([key]) => key.toLowerCase() === name)?.[1] }) as unknown as Request;

describe('decide', () => {
  test.each([
    ['bytes=0-99', { status: 206, start: 0, end: 99 }],
    ['bytes=990-2000', { status: 206, start: 990, end: 999 }],
    ['bytes=900-', { status: 206, start: 900, end: 999 }],
    ['bytes=-100', { status: 206, start: 900, end: 999 }],
    ['bytes=-5000', { status: 206, start: 0, end: 999 }],
    ['bytes=1000-', { status: 416 }],
    ['bytes=50-10', { status: 416 }],
    ['bytes=0-9,20-29', { status: 200 }],
    ['bytes=abc', { status: 200 }],
    ['items=0-9', { status: 200 }],
  ])('Range %s', (range, answer) => {
    expect(decide(request({ Range: range }), file)).toEqual(answer);
  });

  test('ETags and dates decide 304 and 412; If-None-Match wins over If-Modified-Since', () => {
    expect(decide(request({ 'If-None-Match': 'W/"x", "abc"' }), file)).toEqual({ status: 304 });
    expect(decide(request({ 'If-None-Match': '"x"', 'If-Modified-Since': 'Sun, 01 Nov 2026 10:00:00 GMT' }), file)).toEqual({
      status: 200,
    });
    // The header has whole seconds; the file's 700 ms do not make it newer.
    expect(decide(request({ 'If-Modified-Since': 'Sun, 01 Nov 2026 10:00:00 GMT' }), file)).toEqual({ status: 304 });
    expect(decide(request({ 'If-Modified-Since': 'Sun, 01 Nov 2026 09:59:59 GMT' }), file)).toEqual({ status: 200 });
    expect(decide(request({ 'If-Match': '"other"' }), file)).toEqual({ status: 412 });
    expect(decide(request({ 'If-Unmodified-Since': 'Sat, 31 Oct 2026 00:00:00 GMT' }), file)).toEqual({ status: 412 });
  });

  test('If-Range of another version gets the whole file', () => {
    expect(decide(request({ Range: 'bytes=0-9', 'If-Range': '"abc"' }), file)).toEqual({ status: 206, start: 0, end: 9 });
    expect(decide(request({ Range: 'bytes=0-9', 'If-Range': '"old"' }), file)).toEqual({ status: 200 });
    expect(decide(request({ Range: 'bytes=0-9', 'If-Range': 'Sat, 31 Oct 2026 00:00:00 GMT' }), file)).toEqual({ status: 200 });
  });
});
