import { describe, expect, test } from '@jest/globals';
import { downToBottom, overlaps } from './form-clearance';

const box = (left: number, top: number, right: number, bottom: number) => ({ left, top, right, bottom });

describe('form clearance: where a floating button would cover a form', () => {
  test('boxes overlap when they share any area, not when they only touch', () => {
    expect(overlaps(box(0, 0, 100, 100), box(50, 50, 150, 150))).toBe(true);
    expect(overlaps(box(0, 0, 100, 100), box(100, 0, 200, 100))).toBe(false);
    expect(overlaps(box(0, 0, 100, 100), box(0, 100, 100, 200))).toBe(false);
    expect(overlaps(box(0, 0, 100, 100), box(-10, 90, 10, 95))).toBe(true);
  });

  test("the chat button's column reaches the bottom of the screen, where it rests once the bar has gone", () => {
    expect(downToBottom(box(318, 612, 374, 668), 740)).toEqual(box(318, 612, 374, 740));
    // A button already lower than the screen's bottom keeps its own box.
    expect(downToBottom(box(318, 700, 374, 756), 740)).toEqual(box(318, 700, 374, 756));
  });

  test('a form ending above the button, or beside it, is not under it', () => {
    const column = downToBottom(box(318, 612, 374, 668), 740);
    expect(overlaps(box(16, 100, 374, 600), column)).toBe(false);
    expect(overlaps(box(16, 100, 300, 740), column)).toBe(false);
    expect(overlaps(box(16, 100, 374, 700), column)).toBe(true);
  });
});
