import { lazy, Suspense, useEffect, useState } from 'react';

// The whole widget, its round button included, is one on-demand chunk: the landing page's initial
// JavaScript carries only this launcher (the chat costs the first load nothing).
const ChatWidget = lazy(() => import('./ChatWidget').then((m) => ({ default: m.ChatWidget })));

/** What counts as the visitor's first interaction: a pointer, a touch, a key, a scroll or a focus. */
const INTERACTIONS = ['pointermove', 'pointerdown', 'touchstart', 'keydown', 'focusin', 'scroll', 'wheel'] as const;
/**
 * Without any of those (assistive technology that reads the page without sending it events), the
 * widget still comes, once the page has long finished loading.
 */
const FALLBACK_MS = 8000;

/**
 * Mounts the chat widget at the visitor's first interaction after hydration (effects run only
 * then), so its code never competes with the page's first load (docs/performance.md); at the latest
 * FALLBACK_MS after hydration. The server and the first browser render show nothing, so hydration
 * always matches.
 */
export function ChatLauncher() {
  const [wanted, setWanted] = useState(false);

  useEffect(() => {
    if (wanted) return undefined;
    const load = () => setWanted(true);
    const fallback = window.setTimeout(load, FALLBACK_MS);
    for (const type of INTERACTIONS) window.addEventListener(type, load, { once: true, passive: true });
    return () => {
      window.clearTimeout(fallback);
      for (const type of INTERACTIONS) window.removeEventListener(type, load);
    };
  }, [wanted]);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ChatWidget />
    </Suspense>
  );
}
