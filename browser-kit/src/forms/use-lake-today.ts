import { useSyncExternalStore } from 'react';
import { calendarDateOf } from '../../../domain/shared/calendar';

const unchanging = () => () => {};

/**
 * Today's date on the lake for a date picker's bounds: undefined while the server renders and
 * during hydration (so both renders agree), the browser's clock after.
 */
export function useLakeTodayInBrowser(): string | undefined {
  return useSyncExternalStore(
    unchanging,
    () => calendarDateOf(new Date()),
    () => undefined,
  );
}
