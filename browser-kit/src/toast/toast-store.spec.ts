import { describe, expect, test } from '@jest/globals';
import { TOAST_LIMIT, toastReducer, type ToastItem, type ToastState } from './toast-store';

const item = (id: string, extra: Partial<ToastItem> = {}): ToastItem => ({ id, open: true, title: `Toast ${id}`, ...extra });

describe('toastReducer', () => {
  test('only one toast is kept: a new toast replaces the visible one', () => {
    expect(TOAST_LIMIT).toBe(1);
    let state: ToastState = { toasts: [] };
    state = toastReducer(state, { type: 'ADD_TOAST', toast: item('1') });
    state = toastReducer(state, { type: 'ADD_TOAST', toast: item('2', { variant: 'destructive' }) });
    expect(state.toasts).toEqual([item('2', { variant: 'destructive' })]);
  });

  test('dismiss closes the given toast but keeps it mounted', () => {
    const state = toastReducer({ toasts: [item('1')] }, { type: 'DISMISS_TOAST', toastId: '1' });
    expect(state.toasts).toEqual([item('1', { open: false })]);
  });

  test('dismiss of another id leaves the toast open', () => {
    const state = toastReducer({ toasts: [item('1')] }, { type: 'DISMISS_TOAST', toastId: '9' });
    expect(state.toasts[0]?.open).toBe(true);
  });

  test('dismiss without id closes every toast', () => {
    const state = toastReducer({ toasts: [item('1'), item('2')] }, { type: 'DISMISS_TOAST' });
    expect(state.toasts.every((t) => !t.open)).toBe(true);
  });

  test('update merges fields into the matching toast only', () => {
    const state = toastReducer(
      { toasts: [item('1'), item('2')] },
      { type: 'UPDATE_TOAST', toast: { id: '2', description: 'Copied!', duration: 2000 } },
    );
    expect(state.toasts[0]).toEqual(item('1'));
    expect(state.toasts[1]).toEqual(item('2', { description: 'Copied!', duration: 2000 }));
  });

  test('remove drops the toast; remove without id clears all', () => {
    expect(toastReducer({ toasts: [item('1'), item('2')] }, { type: 'REMOVE_TOAST', toastId: '1' }).toasts).toEqual([item('2')]);
    expect(toastReducer({ toasts: [item('1')] }, { type: 'REMOVE_TOAST' }).toasts).toEqual([]);
  });

  test('the reducer does not mutate its input', () => {
    const before: ToastState = { toasts: [item('1')] };
    const snapshot = JSON.stringify(before);
    toastReducer(before, { type: 'DISMISS_TOAST', toastId: '1' });
    toastReducer(before, { type: 'ADD_TOAST', toast: item('2') });
    expect(JSON.stringify(before)).toBe(snapshot);
  });
});
