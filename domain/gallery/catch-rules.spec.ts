import { describe, expect, test } from '@jest/globals';
import { CATCH_MESSAGES, CatchFields, checkCatch, isSafeImageUrl } from './catch-rules';

describe('catch rules', () => {
  test.each([
    ['/media/pike-42.jpg', true],
    ['/media/walleye.jpeg', true],
    ['/media/perch.png', true],
    ['/media/a1.gif', true],
    ['/media/b2.webp', true],
    ['https://photos.example.com/pike.jpg', true],
    ['HTTPS://photos.example.com/a?b=c#d', true],
    ['https://example.com', true],
    ['/media/Pike.JPG', false],
    ['/media/../secret.png', false],
    ['/media/pike.svg', false],
    ['/media/pike.jpg?x=1', false],
    ['/uploads/pike.jpg', false],
    ['//evil.example.com/pike.jpg', false],
    ['http://photos.example.com/pike.jpg', false],
    ['javascript:alert(1)', false],
    ['JavaScript:alert(1)', false],
    ['data:image/png;base64,iVBORw0KGgo=', false],
    ['https:photos.example.com/pike.jpg', false],
    ['https:///pike.jpg', false],
    ['https://photos.example.com/a b.jpg', false],
    ['', false],
  ])('image %p is accepted: %p', (url, safe) => {
    expect(isSafeImageUrl(url)).toBe(safe);
  });

  const valid: CatchFields = { fishType: 'Northern Pike', angler: 'Robin Shore', date: '2026-11-22', imageUrl: '/media/pike.jpg' };

  test.each([
    [{}, null],
    [{ date: '2026-11-21' }, null],
    [{ fishType: '  ' }, CATCH_MESSAGES.fishType],
    [{ angler: '' }, CATCH_MESSAGES.angler],
    [{ date: '2026-02-30' }, CATCH_MESSAGES.date],
    [{ date: '2026-11-23' }, CATCH_MESSAGES.dateInFuture],
    [{ imageUrl: '' }, CATCH_MESSAGES.image],
    [{ imageUrl: 'javascript:alert(1)' }, CATCH_MESSAGES.imageUnsafe],
  ] as const)('with %p on 2026-11-22 the refusal is %p', (change, message) => {
    const check = () => checkCatch({ ...valid, ...change }, '2026-11-22');
    if (message === null) expect(check).not.toThrow();
    else expect(check).toThrow(message);
  });
});
