import { useEffect, useSyncExternalStore } from 'react';

/**
 * Names `part` in `<html data-hydrated="...">` once it is interactive. The page's scripts load after
 * its first paint (adapters/http/deferred-scripts.ts), so the browser's `load` event no longer says
 * that the page works: browser tests wait for this instead, as could any other tool that drives it.
 */
export function useHydratedMark(part: string): void {
  useEffect(() => {
    const html = document.documentElement;
    const parts = new Set((html.dataset.hydrated ?? '').split(' ').filter(Boolean));
    parts.add(part);
    html.dataset.hydrated = [...parts].join(' ');
  }, [part]);
}

const noSubscription = () => () => {};

/** False on the server and while the server's HTML is being hydrated, true from the render after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
