import { describe, expect, test } from '@jest/globals';
import {
  HEADER_COMPACT_THRESHOLD_PX,
  HEADER_SCROLL_OFFSET_PX,
  anchorIdFromHash,
  anchorScrollTop,
  isHeaderCompact,
  landingAnchorId,
  scrollBehaviorFor,
} from './scroll';

describe('anchorScrollTop', () => {
  test('leaves an 80 px offset for the fixed header', () => {
    expect(HEADER_SCROLL_OFFSET_PX).toBe(80);
    // Element 900 px below the viewport top while the page is at the top.
    expect(anchorScrollTop(900, 0)).toBe(820);
  });

  test('accounts for the current scroll position', () => {
    // Already scrolled 500 px; the element is 300 px below the viewport top → document top 800.
    expect(anchorScrollTop(300, 500)).toBe(720);
    // Element above the viewport (negative top).
    expect(anchorScrollTop(-200, 1000)).toBe(720);
  });

  test('never goes above the top of the page', () => {
    expect(anchorScrollTop(40, 0)).toBe(0);
  });

  test('rounds fractional layout positions and accepts another offset', () => {
    expect(anchorScrollTop(100.6, 0, 0)).toBe(101);
    expect(anchorScrollTop(500, 0, 64)).toBe(436);
  });
});

describe('isHeaderCompact', () => {
  test('turns compact only after more than 100 px', () => {
    expect(HEADER_COMPACT_THRESHOLD_PX).toBe(100);
    expect(isHeaderCompact(0)).toBe(false);
    expect(isHeaderCompact(100)).toBe(false);
    expect(isHeaderCompact(101)).toBe(true);
    expect(isHeaderCompact(2400)).toBe(true);
  });
});

describe('anchorIdFromHash', () => {
  test('strips the # and decodes', () => {
    expect(anchorIdFromHash('#book')).toBe('book');
    expect(anchorIdFromHash('faq')).toBe('faq');
    expect(anchorIdFromHash('#caf%C3%A9')).toBe('café');
  });

  test('empty hashes give null; broken escapes are kept as typed', () => {
    expect(anchorIdFromHash('')).toBeNull();
    expect(anchorIdFromHash('#')).toBeNull();
    expect(anchorIdFromHash('#%E0%A4%A')).toBe('%E0%A4%A');
  });
});

describe('landingAnchorId', () => {
  test('/#booking leads to the booking form (anchor book); other anchors are unchanged', () => {
    expect(landingAnchorId('booking')).toBe('book');
    expect(landingAnchorId('book')).toBe('book');
    expect(landingAnchorId('gallery')).toBe('gallery');
    expect(landingAnchorId('constructor')).toBe('constructor');
  });
});

describe('scrollBehaviorFor', () => {
  test('honours reduced motion', () => {
    expect(scrollBehaviorFor(false)).toBe('smooth');
    expect(scrollBehaviorFor(true)).toBe('auto');
  });
});
