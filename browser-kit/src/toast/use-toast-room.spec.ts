import { describe, expect, test } from '@jest/globals';
import { toastRoom } from './use-toast-room';

describe('toastRoom: what an open dialog leaves free at the top of the screen for the toast', () => {
  const phone = { left: 16, right: 374 };

  test('nothing while no toast shows', () => {
    expect(toastRoom(32, null, phone)).toBe(0);
  });

  test("the toasts' whole height while the toast is over the dialog's column (a phone) or no dialog is open", () => {
    expect(toastRoom(120, { left: 0, right: 390 }, phone)).toBe(120);
    expect(toastRoom(120, { left: 300, right: 716 }, { left: 200, right: 712 })).toBe(120);
    expect(toastRoom(120, { left: 0, right: 390 }, null)).toBe(120);
  });

  test('nothing while the toast fits beside the dialog (a wide screen)', () => {
    expect(toastRoom(100, { left: 966, right: 1350 }, { left: 427, right: 939 })).toBe(0);
    expect(toastRoom(100, { left: 939, right: 1350 }, { left: 427, right: 939 })).toBe(0);
  });
});
